import path from 'node:path';
import multipart from '@fastify/multipart';
import { registry } from '@loyalty/contract';
import type { FastifyInstance } from 'fastify';
import { readClaims, type ClaimsReader } from '../../lib/identity-claims';
import { LIMITS } from '../../lib/limits';
import { answerRefusals } from '../../ledger/refusal';
import { MAX_PICTURE_BYTES } from './picture';
import { CONFIRM_EMAIL_PATH, UPDATED, profileService } from './profile.service';
import { confirmEmailPage } from './email-change-mail';
import { pictureUpload } from './picture-upload';

/**
 * The customer code inside CUSTOMER_DETAILS names the customer being edited, so it must be the
 * session's own; the e-mail and mobile there are new values, not claims.
 */
const updateClaims: ClaimsReader = (body) => {
  const claims = readClaims(body);
  const details = (body as { DATA?: { CUSTOMER_DETAILS?: { CUST_CODE?: unknown } } }).DATA
    ?.CUSTOMER_DETAILS;
  if (typeof details?.CUST_CODE === 'string') claims.custCodes.push(details.CUST_CODE);
  return claims;
};

/** LoyUpdateCustomer, ProfilePictureUploader and the link that confirms a new e-mail. */
export async function profileRoutes(app: FastifyInstance): Promise<void> {
  const profile = profileService({
    db: app.db,
    dialect: app.dialect,
    now: app.now,
    filesDir: path.join(app.config.dataDir, 'files'),
    mailer: app.mailer,
    rateLimiter: app.rateLimiter,
    findTenant: (id) => app.tenants.findById(id),
  });

  app.call(
    registry.LoyUpdateCustomer,
    { limits: [LIMITS.writePerIp], claims: updateClaims },
    async ({ data, me, tenant, request }) =>
      answerRefusals(async () => {
        const edit = {
          customerId: me().customerId,
          tenant: await tenant(),
          origin: app.publicOrigin(request),
        };
        const message = await profile.update(edit, data.DATA.CUSTOMER_DETAILS);
        return { STATUS: true, MESSAGE: message };
      }),
  );

  // The link of the mail that confirms a new e-mail address.
  app.get<{ Querystring: { token?: string } }>(CONFIRM_EMAIL_PATH, async (request, reply) => {
    await app.rateLimiter.hit(LIMITS.writePerIp, request.ip);
    const token = typeof request.query.token === 'string' ? request.query.token : '';
    const changed = token ? await profile.confirmEmail(token, app.publicOrigin(request)) : null;
    reply.header('cache-control', 'no-store');
    return reply
      .code(changed === null ? 400 : 200)
      .type('text/html; charset=utf-8')
      .send(confirmEmailPage(changed));
  });

  // Multipart is parsed in this scope only: every other call takes JSON.
  await app.register(multipart, {
    limits: { fileSize: MAX_PICTURE_BYTES, files: 1, fields: 10, fieldSize: 1024, parts: 12 },
  });
  app.post(pictureUpload.path, async (request, reply) => {
    await app.rateLimiter.hit(LIMITS.writePerIp, request.ip);
    const customer = await app.authenticate(request, reply);
    const { fields, file } = await pictureUpload.read(request);
    app.assertOwnData(customer, fields);
    const fileName = await profile.savePicture(customer.customerId, file);
    return { Success: 'True', MESSAGE: UPDATED, fileName };
  });
}
