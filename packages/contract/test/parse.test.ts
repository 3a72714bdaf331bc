import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { formatPath, parseWith } from '../src/index';

describe('parseWith', () => {
  it('returns the parsed data', () => {
    expect(parseWith(z.object({ A: z.string() }), { A: 'x', B: 1 })).toEqual({
      ok: true,
      data: { A: 'x' },
    });
  });

  it('names the failing field path and the reason', () => {
    const schema = z.object({ DATA: z.object({ EMAIL_ID: z.string() }) });
    expect(parseWith(schema, { DATA: { EMAIL_ID: 5 } })).toEqual({
      ok: false,
      message: 'DATA.EMAIL_ID: Invalid input: expected string, received number',
    });
  });

  it('names at most three fields, one reason each, joined with "; "', () => {
    const schema = z.object({ a: z.string(), b: z.number(), c: z.boolean(), d: z.string() });
    const result = parseWith(schema, {});
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.message.split('; ')).toEqual([
        'a: Invalid input: expected string, received undefined',
        'b: Invalid input: expected number, received undefined',
        'c: Invalid input: expected boolean, received undefined',
      ]);
    }
  });

  it('gives the reason alone for the body itself', () => {
    expect(parseWith(z.object({}), null)).toEqual({
      ok: false,
      message: 'Invalid input: expected object, received null',
    });
  });

  it('formats array positions in brackets', () => {
    expect(formatPath(['DATA', 'TRAN', 0, 'rating_id'])).toBe('DATA.TRAN[0].rating_id');
  });
});

describe('browser cost', () => {
  it('imports zod only through zod/mini', () => {
    const files = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory() ? files(join(dir, entry.name)) : [join(dir, entry.name)],
      );
    const sources = files(join(import.meta.dirname, '..', 'src'));
    expect(sources.length).toBeGreaterThan(10);
    for (const file of sources) {
      const imports = [...readFileSync(file, 'utf8').matchAll(/from '(zod[^']*)'/g)].map(
        (match) => match[1],
      );
      for (const source of imports) expect(source, file).toBe('zod/mini');
    }
  });
});
