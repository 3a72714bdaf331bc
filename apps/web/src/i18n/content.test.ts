import { afterEach, describe, expect, it } from 'vitest';
import { contentLines, contentText } from './content';
import { setLocale } from './locale';
import { countryName, placeName } from './place-names';
import { nationalityName, nationalityOptions } from '../lib/nationalities';

afterEach(() => setLocale('en', false));

describe("the programme's texts in the customer's language", () => {
  it('shows the Arabic text on an Arabic screen and the English one, tagged, without it', async () => {
    expect(contentText('Our story', 'قصتنا')).toEqual({ text: 'Our story' });
    await setLocale('ar', false);
    expect(contentText('Our story', 'قصتنا')).toEqual({ text: 'قصتنا' });
    expect(contentText('Our story', '  ')).toEqual({ text: 'Our story', lang: 'en' });
  });

  it("takes the programme's voucher conditions in the screen's language, else the other's", async () => {
    expect(contentLines(['Once only.'], ['مرة واحدة.'])).toEqual({ lines: ['Once only.'] });
    expect(contentLines([], ['مرة واحدة.'])).toEqual({ lines: ['مرة واحدة.'], lang: 'ar' });
    expect(contentLines([' '], [])).toEqual({ lines: [] });
    await setLocale('ar', false);
    expect(contentLines(['Once only.'], ['مرة واحدة.'])).toEqual({ lines: ['مرة واحدة.'] });
    expect(contentLines(['Once only.'], [])).toEqual({ lines: ['Once only.'], lang: 'en' });
    expect(contentLines([], [])).toEqual({ lines: [] });
  });

  it('names a country in Arabic by its code, and leaves other places as written', async () => {
    expect(countryName('AE', 'United Arab Emirates')).toEqual({ label: 'United Arab Emirates' });
    await setLocale('ar', false);
    expect(countryName('ae', 'United Arab Emirates').label).toBe('الإمارات العربية المتحدة');
    expect(countryName('XX1', 'Nowhere')).toEqual({ label: 'Nowhere', lang: 'en' });
    expect(placeName('Dubai')).toEqual({ label: 'Dubai', lang: 'en' });
  });

  it('names a nationality by its country in Arabic, and sorts the choices there', async () => {
    expect(nationalityName('Emirati')).toEqual({ label: 'Emirati' });
    expect(nationalityOptions()[0]?.label).toBe('Afghan');
    await setLocale('ar', false);
    expect(nationalityName('Emirati').label).toBe('الإمارات العربية المتحدة');
    expect(nationalityName('Martian')).toEqual({ label: 'Martian', lang: 'en' });
    const labels = nationalityOptions().map((option) => option.label);
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, 'ar')));
    expect(nationalityOptions().find((o) => o.value === 'Jordanian')?.label).toBe('الأردن');
  });
});
