// The PostgreSQL write floor: Fastify with the server's own one-statement write per request
// (`FLOOR_WRITE`: a voucher bought with points, or a point sent), on a pool of the server's
// size, keyed as the app sends it, and none of the server's other work: no session check,
// contract check or replay. Its figure is the most such a write could reach on this machine.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { openDatabase, purchaseVoucher, sharePointsStatement } from '@loyalty/server/data';
import { floorBody, serveFloor } from './floor-route';

const body = floorBody();
const write = process.env.FLOOR_WRITE === 'send' ? 'send' : 'voucher';
const { db } = openDatabase({
  dataDir: '',
  databaseUrl: process.env.DATABASE_URL,
  poolSize: Number(process.env.FLOOR_POOL_SIZE) || 10,
});

// Customers with points to spend; a send goes between neighbours in this list.
const { rows: customers } = await sql<{
  id: number;
  tenant_id: number;
  cust_code: string;
  email: string;
  mobile: string;
}>`
  select id, tenant_id, cust_code, email, mobile from customers
  where points_balance >= 1000 order by id
`.execute(db);
if (customers.length < 2) throw new Error('the write floor needs two customers with points');
const pick = () => customers[Math.floor(Math.random() * customers.length)]!;
const claim = (scope: string, owner: number) => ({
  id: { scope, owner: String(owner), key: randomUUID() },
  requestHash: 'floor',
  answer: body,
});

async function once(): Promise<boolean> {
  const at = new Date().toISOString().slice(0, 19);
  if (write === 'voucher') {
    const c = pick();
    return purchaseVoucher(
      db,
      {
        tenantId: c.tenant_id,
        customerId: c.id,
        points: 10,
        valueFils: 1000,
        code: randomUUID().slice(0, 12),
        at,
        expiresAt: at,
      },
      claim('CreateVoucher', c.id),
    );
  }
  const i = Math.floor(Math.random() * (customers.length - 1));
  const [a, b] = Math.random() < 0.5 ? [i, i + 1] : [i + 1, i];
  const from = customers[a]!;
  const to = customers[b]!;
  return sharePointsStatement(
    db,
    {
      tenantId: from.tenant_id,
      senderId: from.id,
      senderCode: from.cust_code,
      receiverEmail: to.email,
      receiverMobile: to.mobile,
      points: 1,
      at,
    },
    claim('LoySharePoints', from.id),
  );
}

await serveFloor(
  async (request) => {
    // The readiness probe (a GET) writes nothing.
    if (request.method === 'POST' && !(await once())) throw new Error('the write was refused');
  },
  () => db.destroy(),
);
