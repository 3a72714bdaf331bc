import { describe, expect, it } from 'vitest';
import { flyerFileName } from './flyer-download';

describe('flyerFileName', () => {
  it("names the PDF after the promotion's title", () => {
    expect(flyerFileName('flyers/4d06debd.pdf', 'Fashion Week: 30% off')).toBe(
      'Fashion Week 30% off.pdf',
    );
  });

  it("falls back to the flyer's own name, as a PDF", () => {
    expect(flyerFileName('flyers/summer%20sale.png')).toBe('summer sale.pdf');
    expect(flyerFileName('https://cdn.example/a/b/winter.pdf?v=2')).toBe('winter.pdf');
  });

  it("uses 'flyer image' when nothing names it", () => {
    expect(flyerFileName('flyers/', '  ')).toBe('flyer image.pdf');
    expect(flyerFileName('')).toBe('flyer image.pdf');
  });

  it('keeps only characters a file name may hold', () => {
    expect(flyerFileName('x.pdf', 'A/B\\C:D*E?"F"<G>|H')).toBe('A B C D E F G H.pdf');
  });
});
