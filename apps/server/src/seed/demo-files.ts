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

export const artFiles = (art: BrandArt) => ({
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
  await Promise.all(names.slides.map((name, i) => write(name, slideSvg(art, i + 1))));
}
