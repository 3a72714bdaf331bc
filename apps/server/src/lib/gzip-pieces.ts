import zlib from 'node:zlib';

/**
 * A gzip answer put together from pieces, some compressed once and kept (a kept month of
 * history), the rest sent as they are: an answer made of kept parts is compressed without
 * compressing it again. Each kept piece is a raw deflate stream of its own, ended by a sync
 * flush (byte-aligned, no final block), so such streams can follow one another; the other
 * pieces go in stored blocks, and the gzip checksum is carried across pieces without reading
 * the kept ones again (the deflate and gzip formats: RFC 1951 and RFC 1952).
 */
export interface DeflatedPiece {
  /** The piece's raw deflate stream, ended by a sync flush. */
  deflated: Buffer;
  /** CRC-32 of the piece's bytes. */
  crc: number;
  /** How many bytes the piece holds. */
  length: number;
  /** x^(8 × length) modulo the CRC polynomial: what shifts a CRC past this piece. */
  shift: number;
}

const POLY = 0xedb88320;

/** a × b modulo the CRC-32 polynomial (bit-reflected, as zlib's `multmodp`). */
function multModP(a: number, b: number): number {
  let m = 0x80000000;
  let p = 0;
  for (;;) {
    if (a & m) {
      p ^= b;
      if ((a & (m - 1)) === 0) break;
    }
    m >>>= 1;
    b = b & 1 ? (b >>> 1) ^ POLY : b >>> 1;
  }
  return p >>> 0;
}

/** x^(2^k) modulo the polynomial, for k from 0 to 31. */
const X2N: number[] = [];
for (let k = 0, p = 0x40000000; k < 32; k++, p = multModP(p, p)) X2N.push(p);

/** x^(8n) modulo the polynomial: n bytes' worth of shift (zlib's `x2nmodp(n, 3)`). */
function byteShift(n: number): number {
  let p = 0x80000000;
  for (let k = 3; n > 0; k++, n = Math.floor(n / 2)) {
    if (n % 2) p = multModP(X2N[k % 32] as number, p);
  }
  return p;
}

/** `bytes` compressed once, to be sent in any number of gzip answers. */
export function deflatedPiece(bytes: Buffer): DeflatedPiece {
  return {
    // A copy: zlib's answer is a view that keeps its whole working buffer alive.
    deflated: Buffer.from(zlib.deflateRawSync(bytes, { finishFlush: zlib.constants.Z_SYNC_FLUSH })),
    crc: zlib.crc32(bytes),
    length: bytes.length,
    shift: byteShift(bytes.length),
  };
}

/** The most a piece of `n` bytes takes compressed (stored blocks at worst, and the flush). */
export const deflatedBound = (n: number): number => n + 5 * Math.ceil(n / 0xffff) + 16;

/**
 * Whether an `Accept-Encoding` value takes gzip (RFC 9110): named (or as x-gzip) with a
 * weight above zero, or not named and `*` above zero. A name refused with q=0 stays refused
 * whatever `*` says.
 */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  let star = false;
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.split(';').map((p) => p.trim().toLowerCase());
    const q = params.find((p) => p.startsWith('q='));
    const weighted = q === undefined || Number(q.slice(2)) > 0;
    if (name === 'gzip' || name === 'x-gzip') return weighted;
    if (name === '*') star = weighted;
  }
  return star;
}

const HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** An empty final stored block: the end of the deflate stream. */
const END = Buffer.from([1, 0, 0, 0xff, 0xff]);
const STORED_MAX = 0xffff;

/** Stored (uncompressed) deflate blocks holding `bytes`, starting on a byte boundary. */
function stored(bytes: Buffer, out: Buffer[]): void {
  for (let at = 0; at < bytes.length; at += STORED_MAX) {
    const part = bytes.subarray(at, at + STORED_MAX);
    const head = Buffer.alloc(5);
    head.writeUInt16LE(part.length, 1);
    head.writeUInt16LE(~part.length & 0xffff, 3);
    out.push(head, part);
  }
}

/** The gzip encoding of the pieces' bytes, in order. */
export function gzipPieces(pieces: (Buffer | DeflatedPiece)[]): Buffer {
  const out: Buffer[] = [HEADER];
  let crc = 0;
  let size = 0;
  let plain: Buffer[] = [];
  const flushPlain = () => {
    if (plain.length === 0) return;
    const bytes = plain.length === 1 ? (plain[0] as Buffer) : Buffer.concat(plain);
    plain = [];
    stored(bytes, out);
    crc = zlib.crc32(bytes, crc);
    size += bytes.length;
  };
  for (const piece of pieces) {
    if (Buffer.isBuffer(piece)) {
      if (piece.length > 0) plain.push(piece);
      continue;
    }
    flushPlain();
    out.push(piece.deflated);
    crc = (multModP(piece.shift, crc) ^ piece.crc) >>> 0;
    size += piece.length;
  }
  flushPlain();
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc, 0);
  trailer.writeUInt32LE(size % 2 ** 32, 4);
  out.push(END, trailer);
  return Buffer.concat(out);
}
