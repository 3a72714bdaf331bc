import { readFileSync } from 'node:fs';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * A floor server: Fastify with one route for every path that runs `work` and answers the fixed
 * bytes of `BODY_FILE`, on `PORT`; SIGTERM closes it, then `close` (a pool, say).
 */
export async function serveFloor(
  work?: (request: FastifyRequest) => Promise<unknown>,
  close: () => Promise<unknown> = async () => undefined,
): Promise<void> {
  const body = floorBody();
  const app = Fastify({ logger: false, bodyLimit: 1024 * 1024 });
  const answer = (reply: FastifyReply) => reply.type('application/json; charset=utf-8').send(body);
  app.route({
    method: ['GET', 'POST'],
    url: '/*',
    handler: work
      ? async (request, reply) => {
          await work(request);
          return answer(reply);
        }
      : async (_request, reply) => answer(reply),
  });
  await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
  app.server.keepAliveTimeout = 72_000;
  process.on('SIGTERM', () => {
    app
      .close()
      .then(close)
      .then(
        () => process.exit(0),
        () => process.exit(1),
      );
  });
}

/** The fixed answer every floor server sends (the real GetLoyPoints CUSTOMER answer's bytes). */
export function floorBody(): string {
  return readFileSync(process.env.BODY_FILE ?? '', 'utf8');
}
