import { describe, expect, it } from 'vitest';
import { contrastRatio, shadeUnderWhite } from './brand-shade';

describe('shadeUnderWhite', () => {
  it('keeps a colour that white text already reads on', () => {
    expect(shadeUnderWhite('#0f4c81')).toBe('#0f4c81');
    expect(shadeUnderWhite('#14532D')).toBe('#14532d');
  });

  it('darkens a light colour until white text reads on it', () => {
    const shade = shadeUnderWhite('#ffd400');
    expect(shade).not.toBe('#ffd400');
    expect(contrastRatio(shade, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });

  it("falls back to the app's colour for text that is not a colour", () => {
    expect(shadeUnderWhite('')).toBe('#0f4c81');
    expect(shadeUnderWhite('blue')).toBe('#0f4c81');
  });
});
