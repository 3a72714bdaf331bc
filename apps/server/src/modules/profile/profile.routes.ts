import path from 'node:path';
import multipart from '@fastify/multipart';
import { registry } from '@loyalty/contract';
import type { FastifyInstance } from 'fastify';
import { readClaims, type ClaimsReader } from '../../plugins/identity-claims';
import { LIMITS } from '../../plugins/limits';
import { answerRefusals } from '../points/refusal';
import { MAX_PICTURE_BYTES } from './picture';
import { UPDATED, profileService } from './profile.service';
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

/** LoyUpdateCustomer and ProfilePictureUploader. */
export async function profileRoutes(app: FastifyInstance): Promise<void> {
  const profile = profileService({
    db: app.db,
    dialect: app.dialect,
    now: app.now,
    filesDir: path.join(app.config.dataDir, 'files'),
  });

  app.call(
    registry.LoyUpdateCustomer,
    { limits: [LIMITS.writePerIp], claims: updateClaims },
    async ({ data, me }) =>
      answerRefusals(async () => {
        const customer = me();
        await profile.update(customer.customerId, customer.tenantId, data.DATA.CUSTOMER_DETAILS);
        return { STATUS: true, MESSAGE: UPDATED };
      }),
  );

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
