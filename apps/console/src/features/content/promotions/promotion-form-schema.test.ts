import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  promotionEditSchema,
  toFilesForm,
  type PromotionFormValues,
} from './promotion-form-schema';

/** A chosen list of files as a file input holds them. */
const chosen = (...names: string[]) =>
  names.map((name) => new File(['x'], name, { type: 'image/png' })) as unknown as FileList;

const base: PromotionFormValues = {
  code: 'SUMMER26',
  title: 'Summer sale',
  description: '',
  from: '2026-06-01',
  to: '2026-06-30',
  hidden: false,
  removeFlyer: false,
};

describe('the files an edit sends', () => {
  it('sends nothing when no file is chosen and the flyer stays', () => {
    expect(toFilesForm(base)).toBeUndefined();
    expect(toFilesForm({ ...base, images: chosen() })).toBeUndefined();
  });

  it('sends every chosen picture in order, the flyer, or the removal', () => {
    const pictures = toFilesForm({ ...base, images: chosen('a.png', 'b.png') });
    expect(pictures?.getAll('images').map((f) => (f as File).name)).toEqual(['a.png', 'b.png']);
    expect(pictures?.has('flyer')).toBe(false);
    expect(pictures?.has('removeFlyer')).toBe(false);
    const flyer = toFilesForm({ ...base, flyer: chosen('flyer.pdf') });
    expect((flyer?.get('flyer') as File).name).toBe('flyer.pdf');
    expect(toFilesForm({ ...base, removeFlyer: true })?.get('removeFlyer')).toBe('true');
  });

  it('refuses a new flyer and its removal together, on the flyer', () => {
    const both = z.safeParse(promotionEditSchema, {
      ...base,
      flyer: chosen('flyer.pdf'),
      removeFlyer: true,
    });
    expect(both.success).toBe(false);
    expect(both.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['flyer', 'Either choose a new flyer or remove it.'],
    ]);
    expect(z.safeParse(promotionEditSchema, { ...base, removeFlyer: true }).success).toBe(true);
  });
});
