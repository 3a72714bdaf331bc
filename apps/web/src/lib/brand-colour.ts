/**
 * The programme's colour on every screen. The settings give one colour (BrandColor); the app
 * needs it legible as a button behind white text on the light theme and as text on the dark
 * one, so each theme gets the nearest shade that keeps a contrast of 4.5:1 (WCAG AA).
 */

type Rgb = [number, number, number];

const HEX = /^#?([0-9a-f]{6})$/i;
const WHITE: Rgb = [255, 255, 255];
const BLACK: Rgb = [0, 0, 0];
/** tokens.css: the dark theme's surfaces, where the brand colour is text and outline. */
const DARK_SURFACES: Rgb[] = [
  [0x0b, 0x12, 0x20],
  [0x13, 0x1c, 0x2e],
];
const MIN_CONTRAST = 4.5;

/** `#rrggbb` of a colour the settings give, else undefined (anything else is ignored). */
export function parseBrandColour(value: string | undefined): string | undefined {
  const match = value === undefined ? null : HEX.exec(value.trim());
  return match?.[1] ? `#${match[1].toLowerCase()}` : undefined;
}

function toRgb(hex: string): Rgb {
  const n = parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function toHex(rgb: Rgb): string {
  return `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

function luminance([r, g, b]: Rgb): number {
  const linear = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

export function contrast(a: Rgb, b: Rgb): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

function mix(from: Rgb, to: Rgb, share: number): Rgb {
  return from.map((c, i) => c + (to[i]! - c) * share) as Rgb;
}

/** The least change of `colour` towards `towards` that contrasts enough with every `against`. */
function shadeFor(colour: Rgb, towards: Rgb, against: Rgb[]): Rgb {
  for (let step = 0; step <= 20; step += 1) {
    const shade = mix(colour, towards, step / 20);
    if (against.every((other) => contrast(shade, other) >= MIN_CONTRAST)) return shade;
  }
  return towards;
}

export interface BrandShades {
  light: string;
  dark: string;
}

/** The light theme's shade (under white text) and the dark theme's (on the dark surfaces). */
export function brandShades(hex: string): BrandShades {
  const colour = toRgb(hex);
  return {
    light: toHex(shadeFor(colour, BLACK, [WHITE])),
    dark: toHex(shadeFor(colour, WHITE, DARK_SURFACES)),
  };
}

const STYLE_ID = 'brand-colour';

/** Puts the programme's shades in place of the app's own colour (or takes them away). */
export function applyBrandColour(hex: string | undefined): void {
  const existing = document.getElementById(STYLE_ID);
  if (!hex) {
    existing?.remove();
    return;
  }
  const { light, dark } = brandShades(hex);
  const style = existing ?? document.head.appendChild(document.createElement('style'));
  style.id = STYLE_ID;
  style.textContent =
    `:root{--brand:${light};--brand-ink:#ffffff;--brand-card:${light}}` +
    `:root[data-theme='dark']{--brand:${dark};--brand-ink:#0b1220}`;
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', light);
}
