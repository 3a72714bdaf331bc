// The PostgreSQL floor: Fastify with one `SELECT` by primary key per request on a pool of the
// server's size, and none of the server's other work. It parses the JSON body, reads one
// customer row and answers the same fixed bytes as the baseline. Its figure is the most a call
// that must ask PostgreSQL once could reach on this machine.
import pg from 'pg';
import { serveFloor } from './floor-route';

const rows = Math.max(1, Number(process.env.FLOOR_ROWS) || 1);
const pool = new pg.Pool({
  connectionString: process.env.DATABASE_URL,
  max: Number(process.env.FLOOR_POOL_SIZE) || 10,
});

await serveFloor(
  () => pool.query('select * from customers where id = $1', [1 + Math.floor(Math.random() * rows)]),
  () => pool.end(),
);
