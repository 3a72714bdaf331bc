import { describe, expect, it } from 'vitest';
import { averageText, shares } from './feedback-calls';

describe('feedback figures', () => {
  it("gives each option its share of the question's answers", () => {
    expect(shares([1, 1, 2])).toEqual([25, 25, 50]);
    expect(shares([0, 0])).toEqual([0, 0]);
  });

  it('says an average with one decimal, and a dash without answers', () => {
    expect(averageText(4.2667)).toBe('4.3');
    expect(averageText(5)).toBe('5');
    expect(averageText(null)).toBe('—');
  });
});
