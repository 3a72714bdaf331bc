import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { IdempotentAttempts, newIdempotencyKey } from './idempotency';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** Sends through `attempts` and records the key each send carried. */
function recorder(attempts: IdempotentAttempts) {
  const keys: string[] = [];
  const send = (body: unknown, outcome: () => unknown) =>
    attempts
      .send(body, (headers) => {
        keys.push(headers['Idempotency-Key'] ?? '');
        return Promise.resolve().then(outcome);
      })
      .catch(() => undefined);
  return { keys, send };
}

describe('IdempotentAttempts', () => {
  it('reuses the key when the same attempt is retried after a network failure', async () => {
    const { keys, send } = recorder(new IdempotentAttempts());
    await send({ POINTS: 100 }, () => {
      throw new ApiError(0, 'offline');
    });
    await send({ POINTS: 100 }, () => ({ ok: true }));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(UUID);
    expect(keys[1]).toBe(keys[0]);
  });

  it('reuses the key after a server error (the first may have gone through)', async () => {
    const { keys, send } = recorder(new IdempotentAttempts());
    await send({ POINTS: 5 }, () => {
      throw new ApiError(503, 'busy');
    });
    await send({ POINTS: 5 }, () => ({ ok: true }));
    expect(keys[1]).toBe(keys[0]);
  });

  it('makes a new key once the server has answered', async () => {
    const { keys, send } = recorder(new IdempotentAttempts());
    await send({ POINTS: 100 }, () => ({ ok: true }));
    await send({ POINTS: 100 }, () => ({ ok: false }));
    await send({ POINTS: 100 }, () => {
      throw new ApiError(400, 'refused');
    });
    await send({ POINTS: 100 }, () => ({ ok: true }));
    expect(new Set(keys).size).toBe(4);
  });

  it('makes a new key when the body changes', async () => {
    const { keys, send } = recorder(new IdempotentAttempts());
    await send({ POINTS: 100 }, () => {
      throw new ApiError(0, 'offline');
    });
    await send({ POINTS: 200 }, () => ({ ok: true }));
    expect(keys[1]).not.toBe(keys[0]);
  });
});

describe('newIdempotencyKey', () => {
  it('makes a version-4 UUID without crypto.randomUUID too', () => {
    const original = crypto.randomUUID;
    try {
      Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
      const keys = new Set(Array.from({ length: 20 }, () => newIdempotencyKey()));
      expect(keys.size).toBe(20);
      for (const key of keys) expect(key).toMatch(UUID);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: original, configurable: true });
    }
  });
});
