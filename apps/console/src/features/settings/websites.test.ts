import { origins } from '@loyalty/contract/admin';
import { describe, expect, it } from 'vitest';
import { websiteLines, websitesProblem } from './websites';

describe('the websites typed one a line', () => {
  it('reads the lines, trimmed, leaving blank ones out', () => {
    expect(websiteLines(' https://a.example.com \n\n\r\nhttp://localhost:5173\n')).toEqual([
      'https://a.example.com',
      'http://localhost:5173',
    ]);
    expect(websiteLines('')).toEqual([]);
  });

  it('accepts origins and an empty list', () => {
    expect(websitesProblem('https://shop.example.com\nhttp://localhost:5173', origins)).toBe(
      undefined,
    );
    expect(websitesProblem('  \n', origins)).toBe(undefined);
  });

  it('names the line at fault with the contract’s reason', () => {
    expect(websitesProblem('https://ok.example.com\nshop.example.com/path', origins)).toBe(
      'Line 2: Enter an origin such as https://shop.example.com.',
    );
  });

  it('says so when the list itself is refused', () => {
    expect(websitesProblem('https://a.example.com\nhttps://A.example.com', origins)).toBe(
      'A website is listed twice.',
    );
    const eleven = Array.from({ length: 11 }, (_, i) => `https://s${i}.example.com`).join('\n');
    expect(websitesProblem(eleven, origins)).toBe('At most 10 websites.');
  });
});
