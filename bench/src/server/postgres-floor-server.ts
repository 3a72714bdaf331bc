// The PostgreSQL floor: Fastify with one `SELECT` by primary key per request on a pool of the
// server's size, and none of the server's other work. It parses the JSON body, reads one
// customer row and answers the same fixed bytes as the baseline. Its figure is the most a call
// that must ask PostgreSQL once could reach on this machine.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';
import pg from 'pg';

const body = readFileSync(process.env.BODY_FILE ?? '', 'utf8');
const port = Number(process.env.PORT);
const rows = Math.max(1, Number(process.env.FLOOR_ROWS) || 1);
const pool = new pg.Pool({
  connectionString: process.env.DATABASE_URL,
  max: Number(process.env.FLOOR_POOL_SIZE) || 10,
});

const app = Fastify({ logger: false, bodyLimit: 1024 * 1024 });
app.route({
  method: ['GET', 'POST'],
  url: '/*',
  handler: async (_request, reply) => {
    const id = 1 + Math.floor(Math.random() * rows);
    await pool.query('select * from customers where id = $1', [id]);
    return reply.type('application/json; charset=utf-8').send(body);
  },
});
await app.listen({ port, host: '127.0.0.1' });
app.server.keepAliveTimeout = 72_000;

process.on('SIGTERM', () => {
  app
    .close()
    .then(() => pool.end())
    .then(
      () => process.exit(0),
      () => process.exit(1),
    );
});
