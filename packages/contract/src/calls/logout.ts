import * as z from 'zod/mini';
import { answer } from '../answer';
import { defineCall } from '../define';
import { dataBase, envelopeOuter } from '../envelope';
import { code } from '../fields';

/** 0 Logout (ours): ends the server session. Any envelope, even `{}`, is accepted. */
export const logoutRequest = z.lazy(() =>
  z.object({
    ...envelopeOuter,
    DATA: z.optional(z.object({ ...dataBase, CLIENT_ID: z.optional(code(64)) })),
  }),
);
export const logoutResponse = answer({});

export const logoutCall = defineCall({
  id: 0,
  name: 'Logout',
  base: 'base',
  path: 'Logout',
  auth: 'customer',
  request: logoutRequest,
  response: logoutResponse,
});
