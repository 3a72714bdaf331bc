import { createHmac, hash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** A 256-bit random token, URL-safe; used as the session id. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Hex SHA-256 of a string, in one call (the session check hashes the cookie on every call). */
export function sha256(value: string): string {
  return hash('sha256', value, 'hex');
}

/** Hex HMAC-SHA-256 of a string under a server secret. */
export function hmacSha256(key: string, value: string): string {
  return createHmac('sha256', key).update(value).digest('hex');
}

/** Random decimal digits from the CSPRNG (codes must not be guessable in sequence). */
export function randomDigits(length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) out += String(randomInt(10));
  return out;
}

/** Constant-time comparison of two hex digests. */
export function sameDigest(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}
