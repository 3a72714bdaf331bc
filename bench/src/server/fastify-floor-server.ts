// The framework floor: Fastify with none of the server's own work (no logger, hooks, session,
// contract check or database). It parses the JSON body and answers the same fixed bytes as the
// baseline. Its figure, beside the baseline's,
// shows how much of the gap between the baseline and a real call is the framework's alone.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const body = readFileSync(process.env.BODY_FILE ?? '', 'utf8');
const port = Number(process.env.PORT);

const app = Fastify({ logger: false, bodyLimit: 1024 * 1024 });
app.route({
  method: ['GET', 'POST'],
  url: '/*',
  handler: async (_request, reply) => reply.type('application/json; charset=utf-8').send(body),
});
await app.listen({ port, host: '127.0.0.1' });
app.server.keepAliveTimeout = 72_000;

process.on('SIGTERM', () => {
  app.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
});
