import { describe, expect, it } from 'vitest';
import { calls, parseWith, readStatus } from '../src/index';
import { samples } from './samples';

it('has a sample request and answer for every call', () => {
  expect(Object.keys(samples).sort()).toEqual(calls.map((def) => def.name).sort());
});

describe.each(calls.map((def) => [def.name, def] as const))('%s', (name, def) => {
  const sample = samples[name as keyof typeof samples];

  it('parses the request our client sends (docs/wire-protocol.md §7)', () => {
    const result = parseWith(def.request, sample.request);
    expect(result).toMatchObject({ ok: true });
  });

  it('parses the answer of docs/wire-protocol.md §7 after the tolerant status read', () => {
    const { body } = readStatus(sample.answer);
    const result = parseWith(def.response, body);
    expect(result).toMatchObject({ ok: true });
  });

  it('refuses a malformed request with a message naming the field', () => {
    const result = parseWith(def.request, sample.bad);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message.startsWith(`${sample.badField}: `)).toBe(true);
  });
});

describe('the answers read as success', () => {
  it.each(calls.map((def) => def.name))('%s', (name) => {
    const sample = samples[name as keyof typeof samples];
    const { ok } = readStatus(sample.answer);
    // docs/wire-protocol.md §7 shows no status on these lists; every other sample answer carries a success status.
    const statusless = [
      'GetAccess',
      'CRM_DownloadCou_Ci_Ar',
      'Loy_CRM_DownloadPromotionImages',
      'Loy_getAboutUs',
    ];
    expect(ok).toBe(!statusless.includes(name));
  });
});
