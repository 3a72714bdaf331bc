import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { CLAIM_MS, MAX_ATTEMPTS, retryDelayMs } from '../src/modules/mail/mail-queue';
import { call, createTestApp, DEMO, type TestApp } from './helper';
import { fakeTransport, type FakeTransport } from './mail-helper';
import { freshIp } from './programme-helper';

const mail = (to: string) => ({
  tenantId: null,
  to,
  fromName: 'Oasis Rewards',
  subject: `Hello ${to}`,
  text: 'text',
  html: '<p>html</p>',
});

const rowsTo = (app: FastifyInstance, to: string) =>
  app.db.selectFrom('outbox').selectAll().where('to_address', '=', to).execute();

/** The expiry job's reminders, queued as the app starts, are not this file's mails. */
async function startEmpty(app: FastifyInstance, ...transports: FakeTransport[]): Promise<void> {
  await app.mailQueue.drain();
  await app.db.deleteFrom('outbox').execute();
  for (const transport of transports) {
    transport.attempts = 0;
    transport.delivered.length = 0;
  }
}

function sample(text: string, name: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${name} `));
  return line ? Number(line.split(' ')[1]) : NaN;
}

describe('the mail queue with the mail server down', () => {
  let t: TestApp;
  let smtp: FakeTransport;
  beforeAll(async () => {
    smtp = fakeTransport();
    t = await createTestApp({ build: { mailer: smtp } });
    await startEmpty(t.app, smtp);
  });
  afterAll(() => t.close());

  it('SendOTP still answers 200; the mail is retried with backoff, then delivered', async () => {
    smtp.down = true;
    const res = await call(
      t.app,
      'SendOTP',
      { ...DEMO, EMAIL_ID: 'friend@example.com' },
      { ip: freshIp() },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ SUCCESS: 'true' });

    await t.app.mailQueue.drain();
    let [row] = await rowsTo(t.app, 'friend@example.com');
    expect(row).toMatchObject({ status: 'queued', attempts: 1 });
    expect(row?.last_error).toMatch(/ECONNREFUSED/);
    const firstRetry = Date.parse(row?.next_attempt_at ?? '');
    expect(firstRetry - t.clock().getTime()).toBe(retryDelayMs(1));

    // Not due yet: no attempt.
    await t.app.mailQueue.drain();
    expect(smtp.attempts).toBe(1);

    // Due, still down: the wait doubles.
    t.clock.advance(retryDelayMs(1));
    await t.app.mailQueue.drain();
    [row] = await rowsTo(t.app, 'friend@example.com');
    expect(row).toMatchObject({ status: 'queued', attempts: 2 });
    expect(Date.parse(row?.next_attempt_at ?? '') - t.clock().getTime()).toBe(retryDelayMs(2));
    expect(retryDelayMs(2)).toBe(2 * retryDelayMs(1));

    // The server is back: delivered once, and the code no longer sits in the table.
    smtp.down = false;
    t.clock.advance(retryDelayMs(2));
    expect(await t.app.mailQueue.drain()).toBe(1);
    expect(smtp.delivered.map((m) => m.to)).toEqual(['friend@example.com']);
    expect(smtp.delivered[0]?.text).toMatch(/code is \d{4}/);
    expect(smtp.delivered[0]?.fromName).toBe('Oasis Rewards');
    [row] = await rowsTo(t.app, 'friend@example.com');
    expect(row).toMatchObject({ status: 'sent', attempts: 3, text_body: '', html_body: '' });
    expect(await t.app.mailQueue.drain()).toBe(0);
  });

  it('gives a mail up after the last attempt', async () => {
    smtp.down = true;
    await t.app.mailer.send(mail('never@example.com'));
    for (let i = 1; i <= MAX_ATTEMPTS; i++) {
      await t.app.mailQueue.drain();
      t.clock.advance(retryDelayMs(i));
    }
    await t.app.mailQueue.drain();
    const [row] = await rowsTo(t.app, 'never@example.com');
    expect(row).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS, text_body: '' });
    smtp.down = false;
  });

  it('shows the depth and the failures in /metrics', async () => {
    const scrape = async () => (await t.app.inject({ method: 'GET', url: '/metrics' })).body;
    const before = await scrape();
    smtp.down = true;
    await t.app.mailer.send(mail('depth-1@example.com'));
    await t.app.mailer.send(mail('depth-2@example.com'));
    await t.app.mailQueue.drain();
    let text = await scrape();
    expect(sample(text, 'loyalty_mail_queue_depth')).toBe(2);
    expect(sample(text, 'loyalty_mail_failed_total')).toBe(
      sample(before, 'loyalty_mail_failed_total') + 2,
    );
    expect(sample(text, 'loyalty_mail_undeliverable')).toBe(1);
    t.clock.advance(60_000);
    expect(sample(await scrape(), 'loyalty_mail_queue_oldest_seconds')).toBe(60);

    smtp.down = false;
    t.clock.advance(retryDelayMs(1));
    await t.app.mailQueue.drain();
    text = await scrape();
    expect(sample(text, 'loyalty_mail_queue_depth')).toBe(0);
    expect(sample(text, 'loyalty_mail_queue_oldest_seconds')).toBe(0);
    expect(sample(text, 'loyalty_mail_sent_total')).toBe(
      sample(before, 'loyalty_mail_sent_total') + 2,
    );
  });
});

describe('two instances on one database', () => {
  let t: TestApp;
  let other: FastifyInstance;
  const first = fakeTransport();
  const second = fakeTransport();
  beforeAll(async () => {
    t = await createTestApp({ build: { mailer: first } });
    other = await buildApp({ config: t.app.config, now: t.clock, mailer: second, logger: false });
    await other.ready();
    await other.expiryJobIdle();
    await startEmpty(t.app, first, second);
  });
  afterAll(async () => {
    await other.close();
    await t.close();
  });

  it('deliver each message once', async () => {
    const count = 40;
    const addresses = Array.from({ length: count }, (_, i) => `twice-${i}@example.com`);
    // Queued from both, delivered by both at once.
    await Promise.all(addresses.map((to, i) => (i % 2 ? other : t.app).mailer.send(mail(to))));
    await Promise.all([
      t.app.mailQueue.drain(),
      other.mailQueue.drain(),
      t.app.mailQueue.drain(),
      other.mailQueue.drain(),
    ]);
    const delivered = [...first.delivered, ...second.delivered]
      .map((m) => m.to)
      .filter((to) => to.startsWith('twice-'));
    expect(delivered.sort()).toEqual([...addresses].sort());
    // Both took part (each sends with a pause, so neither finishes alone).
    expect(first.delivered.length).toBeGreaterThan(0);
    expect(second.delivered.length).toBeGreaterThan(0);
    const rows = await t.app.db
      .selectFrom('outbox')
      .select(['status', 'attempts'])
      .where('to_address', 'like', 'twice-%')
      .execute();
    expect(rows.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
  });

  it('lets another instance take a mail whose claim has lapsed, and only then', async () => {
    // Written without waking the worker; an instance claimed it and stopped before delivering.
    await t.app.outbox.enqueue(mail('stalled@example.com'));
    const [row] = await rowsTo(t.app, 'stalled@example.com');
    const stalled = await t.app.outbox.claim(row!.id, 'dead-instance', CLAIM_MS);
    expect(stalled).toBeDefined();
    const before = second.delivered.length + first.delivered.length;
    await other.mailQueue.drain();
    expect(second.delivered.length + first.delivered.length).toBe(before);
    t.clock.advance(CLAIM_MS);
    await other.mailQueue.drain();
    expect(second.delivered.at(-1)?.to).toBe('stalled@example.com');
    // The stalled instance's late report changes nothing.
    expect(await t.app.outbox.markSent(stalled!)).toBe(false);
  });
});
