import { describe, expect, it } from 'vitest';
import { isLoginValid } from './login-rules';

describe('isLoginValid (docs/wire-protocol.md §5 "Login")', () => {
  const email = (username: string, password = 'demo1234') =>
    isLoginValid({ type: 'EMAIL', username, password });
  const mobile = (username: string, password = 'demo1234') =>
    isLoginValid({ type: 'PHONE', username, password });

  it('requires both fields', () => {
    expect(email('')).toBe(false);
    expect(email('   ')).toBe(false);
    expect(email('demo@example.com', '')).toBe(false);
    expect(email('demo@example.com')).toBe(true);
  });

  it('takes a mobile of 3 to 15 characters', () => {
    expect(mobile('05')).toBe(false);
    expect(mobile('050')).toBe(true);
    expect(mobile('050123456789012')).toBe(true);
    expect(mobile('0501234567890123')).toBe(false);
  });

  it('takes a UAE mobile however it is written', () => {
    for (const written of ['+971 50 123 4567', '00971501234567', '050-123-4567', '971501234567']) {
      expect(mobile(written), written).toBe(true);
    }
    expect(mobile('05a')).toBe(false);
  });

  it('takes an e-mail of at most 50 characters that the browser would accept', () => {
    const local = 'a'.repeat(38);
    expect(email(`${local}@example.com`)).toBe(true); // 50
    expect(email(`${local}a@example.com`)).toBe(false); // 51
    expect(email('demo@')).toBe(false);
    expect(email('demo example.com')).toBe(false);
    expect(email('demo@localhost')).toBe(true);
  });

  it('takes a password of at most 15 characters', () => {
    expect(email('demo@example.com', 'p'.repeat(15))).toBe(true);
    expect(email('demo@example.com', 'p'.repeat(16))).toBe(false);
  });
});
