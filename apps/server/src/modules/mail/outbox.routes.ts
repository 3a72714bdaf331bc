import type { FastifyInstance } from 'fastify';

/** Demo mode only: lets a tester read the OTP mail without a mail server. */
export async function outboxRoutes(app: FastifyInstance): Promise<void> {
  app.get('/dev/outbox', async () => app.outbox.listNewestFirst());
}
