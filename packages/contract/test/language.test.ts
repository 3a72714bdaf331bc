import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { parseWith, registry, storedLanguage } from '../src';
import { wrap } from './sample';

describe("the customer's language (ours)", () => {
  it('reads a stored language tolerantly, anything unknown as not chosen', () => {
    expect(z.parse(storedLanguage, 'ar')).toBe('ar');
    expect(z.parse(storedLanguage, ' AR ')).toBe('ar');
    expect(z.parse(storedLanguage, 'En')).toBe('en');
    for (const value of [undefined, null, '', 'fr', 7, { ar: true }])
      expect(z.parse(storedLanguage, value)).toBeNull();
  });

  it('sets only English or Arabic, spelled exactly', () => {
    const set = (LANGUAGE: unknown) =>
      parseWith(
        registry.OurSetLanguage.request,
        wrap('OurSetLanguage', { CLIENT_ID: '1001', LANGUAGE }),
      );
    expect(set('en')).toMatchObject({ ok: true });
    expect(set('ar')).toMatchObject({ ok: true });
    for (const bad of ['fr', 'AR', '', null, 1, undefined]) {
      const result = set(bad);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.message).toMatch(/^DATA\.LANGUAGE: /);
    }
  });

  it('reads an answer without DATA (the failure form) too', () => {
    const result = parseWith(registry.OurLanguage.response, { STATUS: false, MESSAGE: 'No.' });
    expect(result).toMatchObject({ ok: true });
  });
});
