import { registry } from '@loyalty/contract';
import type { FastifyInstance } from 'fastify';
import { LIMITS } from '../../lib/limits';
import { profileRepository } from './profile.repository';

export const LANGUAGE_SAVED = 'Language saved.';

/**
 * The customer's language, ours (docs/decisions/020-our-features.md): read and set on the
 * session's own customer, whatever the body names, so nobody reads or sets another's.
 */
export async function languageRoutes(app: FastifyInstance): Promise<void> {
  const profiles = profileRepository(app.db);

  app.call(registry.OurLanguage, {}, async ({ me }) => ({
    STATUS: true,
    DATA: { LANGUAGE: await profiles.language(me().customerId) },
  }));

  app.call(registry.OurSetLanguage, { limits: [LIMITS.writePerIp] }, async ({ data, me }) => {
    const customerId = me().customerId;
    await profiles.setLanguage(customerId, data.DATA.LANGUAGE, app.now().toISOString());
    return { STATUS: true, MESSAGE: LANGUAGE_SAVED, DATA: { LANGUAGE: data.DATA.LANGUAGE } };
  });
}
