import { gunzipSync, inflateRawSync, constants } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { deflatedPiece, gzipPieces } from '../src/lib/gzip-pieces';

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
});
