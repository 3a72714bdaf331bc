import { ApiError } from './api-client';

/**
 * A random version-4 UUID. `crypto.randomUUID` exists only on secure origins (HTTPS or
 * localhost); a shop's test device on a LAN address still needs a key, from the same source.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Whether a failed send may have reached the server unanswered (so a retry must reuse its key). */
function unanswered(error: unknown): boolean {
  return !(error instanceof ApiError) || error.status === 0 || error.status >= 500;
}

/**
 * The attempts of one value-moving form (CreateVoucher, LoySharePoints, TransferVoucher). Each
 * attempt gets its own `Idempotency-Key`; sending the same body again after the network or the
 * server failed is a retry of that attempt and reuses the key, so the server moves nothing
 * twice. Once the server has answered, the next send is a new attempt.
 */
export class IdempotentAttempts {
  private pending: { body: string; key: string } | undefined;

  /** The key for sending `body` now. */
  keyFor(body: unknown): string {
    const text = JSON.stringify(body);
    if (this.pending?.body === text) return this.pending.key;
    const key = newIdempotencyKey();
    this.pending = { body: text, key };
    return key;
  }

  /** Sends `body` with its attempt's key in the `Idempotency-Key` header. */
  async send<T>(body: unknown, call: (headers: Record<string, string>) => Promise<T>): Promise<T> {
    const key = this.keyFor(body);
    try {
      const answer = await call({ 'Idempotency-Key': key });
      this.pending = undefined;
      return answer;
    } catch (error) {
      if (!unanswered(error)) this.pending = undefined;
      throw error;
    }
  }
}
