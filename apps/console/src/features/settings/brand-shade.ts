/**
 * The shade of the programme's colour the customer app paints under white text: the least
 * darkening that keeps a contrast of 4.5:1 (WCAG AA), so the preview shows what customers see.
 */

type Rgb = [number, number, number];

const WHITE: Rgb = [255, 255, 255];
const MIN_CONTRAST = 4.5;

const toRgb = (hex: string): Rgb => {
  const n = parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
};

const toHex = (rgb: Rgb) =>
  `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

function luminance([r, g, b]: Rgb): number {
  const linear = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** The contrast ratio of two colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(toRgb(a)), luminance(toRgb(b))].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (hi + 0.05) / (lo + 0.05);
}

/** Whether the text is a colour the settings take (`#rrggbb`). */
export const isHexColour = (value: string) => /^#[0-9a-f]{6}$/i.test(value.trim());

/** The shade under white text; the app's own colour when `hex` is not a colour. */
export function shadeUnderWhite(hex: string, fallback = '#0f4c81'): string {
  if (!isHexColour(hex)) return fallback;
  const colour = toRgb(hex.trim().toLowerCase());
  for (let step = 0; step <= 20; step += 1) {
    const shade = colour.map((c) => c * (1 - step / 20)) as Rgb;
    if (contrastRatio(toHex(shade), toHex(WHITE)) >= MIN_CONTRAST) return toHex(shade);
  }
  return '#000000';
}
