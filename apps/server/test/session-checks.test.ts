import { describe, expect, it } from 'vitest';
import { sessionChecks } from '../src/modules/accounts/session-cache';
import type { LiveSession } from '../src/modules/accounts/sessions.repository';

const T0 = Date.parse('2026-05-01T10:00:00.000Z');

function session(idHash: string, expiresAt = '2026-05-31T10:00:00.000Z'): LiveSession {
  return {
    idHash,
    expiresAt,
    customerId: 1,
    tenantId: 1,
    clientId: 1001,
    custCode: 'C1',
    email: 'a@example.com',
    mobile: '0500000000',
    historyVersion: 1,
    row: { id: 1, points_balance: 10 } as unknown as LiveSession['row'],
  };
}

/** A write counter the test moves by hand. */
function counter() {
  let n = 0;
  return { read: () => n, write: () => (n += 1) };
}

describe('session checks reused for a moment', () => {
  it('hands a kept session back within the window, and not after it', () => {
    const writes = counter();
    const checks = sessionChecks(writes.read, 1_000);
    const s = session('a');
    checks.keep(s, T0, checks.writes());
    expect(checks.find('a', T0 + 999)).toBe(s);
    expect(checks.find('b', T0)).toBeUndefined();
    expect(checks.find('a', T0 + 1_000)).toBeUndefined();
    expect(checks.size).toBe(0);
  });

  it('drops every kept session on any write of this process', () => {
    const writes = counter();
    const checks = sessionChecks(writes.read, 1_000);
    checks.keep(session('a'), T0, checks.writes());
    writes.write();
    expect(checks.find('a', T0 + 1)).toBeUndefined();
  });

  it('does not keep a read that a write overtook', () => {
    const writes = counter();
    const checks = sessionChecks(writes.read, 1_000);
    const before = checks.writes();
    writes.write(); // between the start of the read and its answer
    checks.keep(session('a'), T0, before);
    expect(checks.size).toBe(0);
    expect(checks.find('a', T0)).toBeUndefined();
  });

  it('never answers with an expired session, nor when the clock went back', () => {
    const checks = sessionChecks(counter().read, 60_000);
    checks.keep(session('a', new Date(T0 + 500).toISOString()), T0, 0);
    expect(checks.find('a', T0 + 499)).toBeDefined();
    expect(checks.find('a', T0 + 500)).toBeUndefined();
    checks.keep(session('b'), T0, 0);
    expect(checks.find('b', T0 - 1)).toBeUndefined();
  });

  it('keeps at most its capacity, dropping the oldest', () => {
    const checks = sessionChecks(counter().read, 1_000, 2);
    checks.keep(session('a'), T0, 0);
    checks.keep(session('b'), T0, 0);
    checks.keep(session('c'), T0, 0);
    expect(checks.size).toBe(2);
    expect(checks.find('a', T0)).toBeUndefined();
    expect(checks.find('b', T0)).toBeDefined();
    expect(checks.find('c', T0)).toBeDefined();
  });

  it('keeps nothing where writes cannot be counted', () => {
    const checks = sessionChecks(null, 1_000);
    checks.keep(session('a'), T0, checks.writes());
    expect(checks.size).toBe(0);
    expect(checks.find('a', T0)).toBeUndefined();
  });

  it('freezes what it keeps, so no request can change it for the next', () => {
    const checks = sessionChecks(counter().read, 1_000);
    const s = session('a');
    checks.keep(s, T0, 0);
    expect(Object.isFrozen(s)).toBe(true);
    expect(Object.isFrozen(s.row)).toBe(true);
  });
});
