import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { escapeHtml } from '../lib/html';

export type Motif = 'basket' | 'bag' | 'shirt' | 'bottle' | 'bread' | 'sofa';

export interface PromotionArt {
  motif: Motif;
  colors: [string, string];
  headline: string;
  badge: string;
}

const W = 960;
const H = 600;

// Simple product silhouettes drawn at the right of the card, in white over the gradient.
const MOTIFS: Record<Motif, string> = {
  basket: `<path d="M560 300 h300 l-36 190 h-228 z" fill="#fff" fill-opacity=".92"/>
    <path d="M600 300 q110 -150 220 0" stroke="#fff" stroke-width="18" fill="none"/>
    <circle cx="640" cy="280" r="42" fill="#ffd166"/><circle cx="720" cy="262" r="46" fill="#ef476f"/>
    <circle cx="800" cy="284" r="38" fill="#06d6a0"/>`,
  bag: `<rect x="580" y="250" width="260" height="260" rx="26" fill="#fff" fill-opacity=".92"/>
    <path d="M640 250 v-40 a70 70 0 0 1 140 0 v40" stroke="#fff" stroke-width="18" fill="none"/>
    <circle cx="710" cy="380" r="44" fill="none" stroke-width="14" stroke="#00000022"/>`,
  shirt: `<path d="M600 230 l70 -40 q40 40 80 0 l70 40 l40 80 l-60 30 v170 h-180 v-170 l-60 -30 z" fill="#fff" fill-opacity=".92"/>
    <path d="M670 190 q40 60 80 0" fill="none" stroke="#00000022" stroke-width="10"/>`,
  bottle: `<rect x="680" y="170" width="60" height="60" rx="10" fill="#fff" fill-opacity=".8"/>
    <path d="M660 230 h100 q40 40 40 100 v170 q0 20 -20 20 h-140 q-20 0 -20 -20 v-170 q0 -60 40 -100 z" fill="#fff" fill-opacity=".92"/>
    <rect x="655" y="340" width="110" height="90" rx="12" fill="#00000018"/>`,
  bread: `<ellipse cx="710" cy="400" rx="190" ry="110" fill="#fff" fill-opacity=".92"/>
    <path d="M600 360 q30 -40 60 0 M670 350 q30 -40 60 0 M740 360 q30 -40 60 0" stroke="#00000026" stroke-width="12" fill="none"/>`,
  sofa: `<rect x="560" y="300" width="320" height="130" rx="30" fill="#fff" fill-opacity=".92"/>
    <rect x="600" y="250" width="240" height="90" rx="24" fill="#fff" fill-opacity=".8"/>
    <rect x="590" y="430" width="24" height="50" fill="#fff"/><rect x="826" y="430" width="24" height="50" fill="#fff"/>`,
};

/** The headline in one line, or two when it would run into the picture. */
function headlineLines(headline: string): string[] {
  if (headline.length <= 14) return [headline];
  const words = headline.split(' ');
  let best: string[] = [headline];
  let widest = Infinity;
  for (let i = 1; i < words.length; i++) {
    const lines = [words.slice(0, i).join(' '), words.slice(i).join(' ')];
    const width = Math.max(...lines.map((l) => l.length));
    if (width < widest) [best, widest] = [lines, width];
  }
  return best;
}

function svg(art: PromotionArt, variant: number): string {
  const [a, b] = art.colors;
  const angle = variant === 0 ? 'x1="0" y1="0" x2="1" y2="1"' : 'x1="1" y1="0" x2="0" y2="1"';
  const lines = headlineLines(art.headline);
  const top = variant === 0 ? 230 : 270;
  const title = lines
    .map(
      (l, i) =>
        `<text x="56" y="${top + i * 62}" font-family="system-ui, sans-serif" font-size="54" font-weight="800" fill="#fff">${escapeHtml(l)}</text>`,
    )
    .join('');
  const note = variant === 0 ? 'Members only · show your card' : 'In all our stores across the UAE';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs><linearGradient id="bg" ${angle}><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>
  <rect width="${W}" height="${H}" fill="url(#bg)"/>
  <circle cx="${variant === 0 ? 860 : 120}" cy="80" r="190" fill="#fff" fill-opacity=".08"/>
  <circle cx="${variant === 0 ? 80 : 900}" cy="560" r="150" fill="#fff" fill-opacity=".07"/>
  ${MOTIFS[art.motif]}
  <rect x="56" y="64" width="${art.badge.length * 20 + 56}" height="54" rx="27" fill="#fff"/>
  <text x="84" y="101" font-family="system-ui, sans-serif" font-size="28" font-weight="700" fill="${a}">${escapeHtml(art.badge)}</text>
  ${title}
  <text x="56" y="${top + lines.length * 62}" font-family="system-ui, sans-serif" font-size="26" fill="#ffffffd0">${note}</text>
</svg>`;
}

// Rendering twelve cards costs about a second on a busy machine; every fresh demo database
// (each test file has one) would pay it again. The result depends only on the SVG and sharp's
// version, so it is kept in the machine's temporary folder.
const CACHE = path.join(os.tmpdir(), 'loyalty-demo-art');

async function render(source: string): Promise<Buffer> {
  const key = createHash('sha256').update(`${sharp.versions.sharp}:${source}`).digest('hex');
  const cached = path.join(CACHE, `${key}.webp`);
  const hit = await fs.readFile(cached).catch(() => undefined);
  if (hit) return hit;
  const image = await sharp(Buffer.from(source)).webp({ quality: 80, effort: 2 }).toBuffer();
  await fs.mkdir(CACHE, { recursive: true });
  const temp = `${cached}.${process.pid}.${Math.random().toString(36).slice(2)}`;
  await fs.writeFile(temp, image);
  await fs.rename(temp, cached);
  return image;
}

/** The two carousel images of a promotion, as WebP. */
export function promotionImages(art: PromotionArt): Promise<Buffer[]> {
  return Promise.all([0, 1].map((v) => render(svg(art, v))));
}
