import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { escapeHtml } from '../lib/html';

export interface BrandArt {
  slug: string;
  name: string;
  /** Two colours of the mark's gradient. */
  colors: [string, string];
}

const mark = ({ colors: [a, b] }: BrandArt, size: number) => `
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/>
  </linearGradient></defs>
  <rect width="${size}" height="${size}" rx="${size * 0.22}" fill="url(#g)"/>
  <circle cx="${size * 0.5}" cy="${size * 0.42}" r="${size * 0.2}" fill="#fff" fill-opacity="0.92"/>
  <path d="M${size * 0.18} ${size * 0.78} Q${size * 0.5} ${size * 0.6} ${size * 0.82} ${size * 0.78}"
    stroke="#fff" stroke-width="${size * 0.07}" fill="none" stroke-linecap="round"/>`;

/** The square mark alone, as PNG: mail clients do not show SVG. */
const markSvg = (art: BrandArt) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">${mark(art, 256)}</svg>`;

const logoSvg = (
  art: BrandArt,
) => `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="160" viewBox="0 0 640 160">
  <g transform="translate(8 8)">${mark(art, 144)}</g>
  <text x="176" y="100" font-family="system-ui, sans-serif" font-size="56" font-weight="700"
    fill="${art.colors[0]}">${escapeHtml(art.name)}</text>
</svg>`;

const slideSvg = (art: BrandArt, n: number) => {
  const [a, b] = art.colors;
  const shapes = [
    `<circle cx="540" cy="380" r="220" fill="#fff" fill-opacity="0.18"/><circle cx="200" cy="820" r="140" fill="#fff" fill-opacity="0.12"/>`,
    `<rect x="160" y="300" width="400" height="250" rx="28" fill="#fff" fill-opacity="0.9"/><rect x="200" y="460" width="180" height="24" rx="12" fill="${a}"/>`,
    `<path d="M120 900 L360 420 L600 900 Z" fill="#fff" fill-opacity="0.2"/><circle cx="360" cy="300" r="90" fill="#fff" fill-opacity="0.85"/>`,
  ];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="720" height="1080" viewBox="0 0 720 1080">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/>
  </linearGradient></defs>
  <rect width="720" height="1080" fill="url(#bg)"/>${shapes[(n - 1) % shapes.length]}
</svg>`;
};

/**
 * The landing's hero picture: shopping bags and a basket in the programme's colours over a
 * soft light, drawn here so the seed downloads nothing.
 */
const heroSvg = (art: BrandArt) => {
  const [a, b] = art.colors;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="800" viewBox="0 0 1280 800">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${b}"/><stop offset="1" stop-color="${a}"/>
    </linearGradient>
    <radialGradient id="sun" cx="0.78" cy="0.22" r="0.5">
      <stop offset="0" stop-color="#fff" stop-opacity="0.55"/><stop offset="1" stop-color="#fff" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="1280" height="800" fill="url(#sky)"/>
  <rect width="1280" height="800" fill="url(#sun)"/>
  <circle cx="1040" cy="640" r="260" fill="#fff" fill-opacity="0.08"/>
  <circle cx="160" cy="120" r="180" fill="#fff" fill-opacity="0.07"/>
  <g transform="translate(520 250)">
    <rect x="0" y="120" width="260" height="300" rx="26" fill="#fff" fill-opacity="0.94"/>
    <path d="M70 120 v-50 a60 60 0 0 1 120 0 v50" stroke="#fff" stroke-width="20" fill="none"/>
    <rect x="40" y="220" width="180" height="26" rx="13" fill="${a}" fill-opacity="0.85"/>
    <rect x="40" y="266" width="120" height="20" rx="10" fill="${b}" fill-opacity="0.7"/>
  </g>
  <g transform="translate(800 330)">
    <rect x="0" y="80" width="210" height="240" rx="22" fill="#fff" fill-opacity="0.8"/>
    <path d="M55 80 v-36 a50 50 0 0 1 100 0 v36" stroke="#fff" stroke-width="16" fill="none" stroke-opacity="0.85"/>
    <circle cx="105" cy="200" r="44" fill="${b}" fill-opacity="0.8"/>
  </g>
  <g transform="translate(250 380)">
    <path d="M0 60 h260 l-30 170 h-200 z" fill="#fff" fill-opacity="0.9"/>
    <path d="M40 60 q90 -130 180 0" stroke="#fff" stroke-width="16" fill="none"/>
    <circle cx="70" cy="44" r="34" fill="#ffd166"/><circle cx="135" cy="30" r="38" fill="#ef476f"/>
    <circle cx="195" cy="46" r="30" fill="#06d6a0"/>
  </g>
</svg>`;
};

export const artFiles = (art: BrandArt) => ({
  /** The landing's hero picture (HeroImage). */
  hero: `${art.slug}-hero.webp`,
  logo: `${art.slug}-logo.svg`,
  /** FooterLogoURL, also the logo of the programme's mails. */
  mark: `${art.slug}-mark.png`,
  slides: [1, 2, 3].map((n) => `${art.slug}-welcome-${n}.svg`),
});

/** Writes a programme's logo, mark and welcome slides under `filesDir`. */
export async function writeBrandArt(filesDir: string, art: BrandArt): Promise<void> {
  await fs.mkdir(filesDir, { recursive: true });
  const names = artFiles(art);
  const write = (name: string, body: string | Buffer) =>
    fs.writeFile(path.join(filesDir, name), body);
  await write(names.logo, logoSvg(art));
  await write(
    names.mark,
    await sharp(Buffer.from(markSvg(art)))
      .png()
      .toBuffer(),
  );
  await write(
    names.hero,
    await sharp(Buffer.from(heroSvg(art)))
      .webp({ quality: 78 })
      .toBuffer(),
  );
  await Promise.all(names.slides.map((name, i) => write(name, slideSvg(art, i + 1))));
}
