import { gunzipSync, inflateRawSync, constants } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { acceptsGzip, deflatedBound, deflatedPiece, gzipPieces } from '../src/lib/gzip-pieces';

/** A deterministic pseudo-random text of `n` bytes, compressible as JSON is. */
function text(seed: number, n: number): Buffer {
  let x = seed;
  const out = Buffer.alloc(n);
  for (let i = 0; i < n; i++) {
    x = (x * 1103515245 + 12345) % 2 ** 31;
    out[i] = 32 + ((i % 17) + (x % 5)) * 3;
  }
  return out;
}

describe('a gzip answer made of kept and plain pieces', () => {
  it('inflates to the pieces in order, whatever their sizes and mix', () => {
    // Sizes around a stored block's limit (65,535) and none at all.
    const sizes = [0, 1, 300, 65_535, 65_536, 140_000, 7, 0, 20_000];
    for (let round = 0; round < 8; round++) {
      const pieces = sizes.map((n, i) => {
        const bytes = text(round * 31 + i, (n + round * 97) % 150_000);
        return (i + round) % 2 ? deflatedPiece(bytes) : bytes;
      });
      const whole = Buffer.concat(
        pieces.map((p) =>
          Buffer.isBuffer(p)
            ? p
            : inflateRawSync(p.deflated, { finishFlush: constants.Z_SYNC_FLUSH }),
        ),
      );
      // gunzip checks the CRC-32 and length carried across the kept pieces.
      expect(gunzipSync(gzipPieces(pieces)).equals(whole)).toBe(true);
    }
  });

  it('keeps plain pieces readable right after the header, and nothing gives an empty body', () => {
    const gzip = gzipPieces([Buffer.from('{"STATUS":true,'), deflatedPiece(text(1, 5000))]);
    // Header (10 bytes), then a stored block's 5-byte head, then the bytes as they are.
    expect(gzip.subarray(15, 30).toString()).toBe('{"STATUS":true,');
    expect(gunzipSync(gzipPieces([])).length).toBe(0);
  });

  it('sends a kept piece compressed', () => {
    const bytes = text(2, 100_000);
    const gzip = gzipPieces([deflatedPiece(bytes)]);
    expect(gzip.length).toBeLessThan(bytes.length / 2);
  });

  it('keeps no more memory for a piece than its bytes need', () => {
    const piece = deflatedPiece(text(3, 3000));
    // zlib's own answer is a view into its 16 KiB working buffer.
    expect(piece.deflated.buffer.byteLength).toBeLessThan(16 * 1024);
    for (const n of [0, 1, 84, 523, 70_000]) {
      expect(deflatedPiece(text(4, n)).deflated.length).toBeLessThanOrEqual(deflatedBound(n));
    }
    // Bytes that do not compress at all still fit the bound.
    const noise = Buffer.from(Array.from({ length: 140_000 }, (_, i) => (i * 2654435761) >>> 24));
    expect(deflatedPiece(noise).deflated.length).toBeLessThanOrEqual(deflatedBound(noise.length));
  });
});

describe('Accept-Encoding', () => {
  it('takes gzip when named or covered by *, with a weight above zero', () => {
    for (const yes of [
      'gzip',
      'GZIP',
      'x-gzip',
      'gzip, deflate, br, zstd',
      'br;q=1, gzip;q=0.001',
      '*',
      'br, *;q=0.5',
    ]) {
      expect(acceptsGzip(yes)).toBe(true);
    }
    for (const no of [
      undefined,
      '',
      'br',
      'identity',
      'gzip;q=0',
      'gzip;q=0, *',
      '*;q=0',
      'gzip; q=0.000',
    ]) {
      expect(acceptsGzip(no)).toBe(false);
    }
  });
});
