import { describe, expect, it } from 'vitest';
import { changeLines } from './audit-calls';

describe('changeLines', () => {
  it('says each field once, with its value before and after', () => {
    expect(
      changeLines(
        { brandColor: '#0f4c81', features: { voucher: true } },
        { brandColor: '#14532d', features: { voucher: false } },
      ),
    ).toEqual(['brandColor: #0f4c81 → #14532d', 'features: {"voucher":true} → {"voucher":false}']);
  });

  it('names what was only added or only removed', () => {
    expect(changeLines({}, { name: 'Front till' })).toEqual(['name: Front till']);
    expect(changeLines({ logo: 'a.webp' }, {})).toEqual(['logo: a.webp removed']);
    expect(changeLines({ note: null }, { note: 'x' })).toEqual(['note: — → x']);
  });
});
