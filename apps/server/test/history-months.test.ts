import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  historyBytes,
  historyGzip,
  historyJson,
  historyParts,
  historyPieces,
} from '../src/modules/history/history-answer';
import { deflatedBound } from '../src/lib/gzip-pieces';
import { historyRepository } from '../src/modules/history/history.repository';
import { createTestApp, type TestApp } from './helper';

/** A kept history answers any period exactly as that period read on its own would. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('a period of a kept history', () => {
  it('sends whole months as kept and the edges item by item, as the period read alone', async () => {
    const demo = await t.app.db
      .selectFrom('customers')
      .select(['id', 'cust_code'])
      .where('email', '=', 'demo@example.com')
      .executeTakeFirstOrThrow();
    const repo = historyRepository(t.app.db, t.app.dialect);
    const read = async (from: string, to: string) => {
      const p = { customerId: demo.id, from, to };
      const [bills, lines, issued, redeemed] = await Promise.all([
        repo.bills(p),
        repo.lines(p),
        repo.issuedVouchers(p),
        repo.redeemedVouchers(p),
      ]);
      return historyParts({ bills, lines, issued, redeemed }, demo.cust_code);
    };
    const whole = await read('0000-01-01T00:00:00.000Z', '9999-12-31T00:00:00.000Z');
    expect(whole.details.months?.length).toBeGreaterThan(12);
    let withBills = 0;
    for (let n = 0; n < 30; n++) {
      const start = Date.now() - Math.floor(Math.random() * 800) * 86_400_000;
      const from = new Date(start - (start % 86_400_000)).toISOString();
      const to = new Date(
        Date.parse(from) + (1 + Math.floor(Math.random() * 400)) * 86_400_000,
      ).toISOString();
      const pieces = historyPieces(whole, from, to);
      const sent = historyBytes(pieces).toString();
      expect(sent).toBe(historyJson(await read(from, to), from, to));
      // Gzipped from the kept months' own compressed bytes: the same answer.
      const gzip = historyGzip(pieces);
      expect(gunzipSync(gzip).toString()).toBe(sent);
      // Never much more than the plain bytes, however few whole months the period holds.
      expect(gzip.length).toBeLessThan(sent.length + 64);
      expect(sent).toBe(historyJson(whole, from, to));
      if (!sent.includes('"BILL_DETAILS":[]')) withBills += 1;
    }
    expect(withBills).toBeGreaterThan(0);
    // Whole months go compressed: two years of them take well under half the bytes.
    const twoYears = historyPieces(whole, '2000-01-01T00:00:00.000Z', new Date().toISOString());
    expect(historyGzip(twoYears).length).toBeLessThan(historyBytes(twoYears).length / 2);
    // Each month is compressed once, then kept with it for every later answer.
    const month = twoYears.find((p) => !Buffer.isBuffer(p));
    const packed = month && !Buffer.isBuffer(month) ? month.packed : undefined;
    expect(packed).toBeDefined();
    historyGzip(historyPieces(whole, '2000-01-01T00:00:00.000Z', new Date().toISOString()));
    expect(month && !Buffer.isBuffer(month) ? month.packed : undefined).toBe(packed);
    // The cache counted room for each copy: none is larger.
    for (const list of [whole.details, whole.earned, whole.issued, whole.redeemed]) {
      for (const m of list.months ?? []) {
        const size = m.packed?.deflated.length ?? 0;
        expect(size).toBeLessThanOrEqual(deflatedBound(m.bytes.length));
      }
    }
  });

  it('reads item by item a list whose order does not follow its dates', () => {
    const bill = (id: number, at: string) => ({
      id,
      bill_ref: `B${id}`,
      amount_fils: 100,
      points_earned: 1,
      tran_date: at,
    });
    const line = (id: number) => ({
      bill_id: id,
      barcode: '',
      description: '',
      quantity: 1,
      price_fils: 1,
    });
    // Bill 2 was posted after bill 3 but dated a month before it.
    const parts = historyParts(
      {
        bills: [
          bill(3, '2025-03-10T10:00:00.000Z'),
          bill(2, '2025-02-10T10:00:00.000Z'),
          bill(1, '2025-04-01T10:00:00.000Z'),
        ].sort((a, b) => (a.tran_date < b.tran_date ? 1 : -1)),
        lines: [line(1), line(2), line(3)],
        issued: [],
        redeemed: [],
      },
      'C1',
    );
    expect(parts.lines.months).toBeNull();
    expect(parts.details.months).not.toBeNull();
    for (const [from, to] of [
      ['2025-02-01', '2025-05-01'],
      ['2025-02-15', '2025-04-01'],
      ['2025-03-01', '2025-04-02'],
    ]) {
      const [f, e] = [`${from}T00:00:00.000Z`, `${to}T00:00:00.000Z`];
      expect(historyBytes(historyPieces(parts, f, e)).toString()).toBe(historyJson(parts, f, e));
    }
  });

  it('sends part of a month as a slice of its bytes, in any script, or item by item out of order', () => {
    const bill = (id: number, at: string) => ({
      id,
      bill_ref: `B${id}`,
      amount_fils: 100 * id,
      points_earned: id,
      tran_date: at,
    });
    const line = (id: number, description: string) => ({
      bill_id: id,
      barcode: `62${id}`,
      description,
      quantity: 1,
      price_fils: 250,
    });
    // March's bills by id: 4 is dated before 3, so March's lines (by bill id) are out of order.
    const bills = [
      bill(1, '2025-02-27T09:00:00.000Z'),
      bill(2, '2025-03-02T09:00:00.000Z'),
      bill(3, '2025-03-20T09:00:00.000Z'),
      bill(4, '2025-03-11T09:00:00.000Z'),
      bill(5, '2025-04-03T09:00:00.000Z'),
    ];
    const parts = historyParts(
      {
        bills: [...bills].sort((a, b) => (a.tran_date < b.tran_date ? 1 : -1)),
        lines: bills.map((b) => line(b.id, `حليب طازج ${b.id} — 1 L`)),
        issued: [],
        redeemed: [],
      },
      'C1',
    );
    const march = (list: typeof parts.details) => list.months?.find((m) => m.key === '2025-03');
    expect(march(parts.details)?.ends).not.toBeNull();
    expect(march(parts.lines)?.ends).toBeNull();
    for (const [from, to] of [
      ['2025-03-01', '2025-03-15'],
      ['2025-03-05', '2025-03-25'],
      ['2025-03-12', '2025-04-10'],
      ['2025-02-01', '2025-03-03'],
      ['2025-03-21', '2025-03-30'],
    ]) {
      const [f, e] = [`${from}T00:00:00.000Z`, `${to}T00:00:00.000Z`];
      const pieces = historyPieces(parts, f, e);
      expect(historyBytes(pieces).toString()).toBe(historyJson(parts, f, e));
      expect(gunzipSync(historyGzip(pieces)).toString()).toBe(historyJson(parts, f, e));
    }
  });
});
