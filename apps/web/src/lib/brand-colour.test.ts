import { describe, expect, it } from 'vitest';
import { brandShades, contrast, parseBrandColour } from './brand-colour';

const rgb = (hex: string): [number, number, number] => {
  const n = parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
};

describe('brand colour', () => {
  it('reads #rrggbb and ignores anything else', () => {
    expect(parseBrandColour('#7C2D12')).toBe('#7c2d12');
    expect(parseBrandColour(' 0f4c81 ')).toBe('#0f4c81');
    expect(parseBrandColour('red')).toBeUndefined();
    expect(parseBrandColour('#abc')).toBeUndefined();
    expect(parseBrandColour(undefined)).toBeUndefined();
  });

  it('keeps a dark colour as it is under white text, and lightens it for the dark theme', () => {
    const { light, dark } = brandShades('#7c2d12');
    expect(light).toBe('#7c2d12');
    expect(contrast(rgb(dark), rgb('#0b1220'))).toBeGreaterThanOrEqual(4.5);
    expect(contrast(rgb(dark), rgb('#131c2e'))).toBeGreaterThanOrEqual(4.5);
  });

  it('darkens a pale colour until white text on it is legible', () => {
    const { light } = brandShades('#fde047');
    expect(light).not.toBe('#fde047');
    expect(contrast(rgb(light), [255, 255, 255])).toBeGreaterThanOrEqual(4.5);
  });
});
