// Writes the PWA icons (public/icons) from one SVG drawing, so the manifest's PNGs never
// drift from the favicon. Run with `npm run icons -w @loyalty/web`; the PNGs are committed.
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const out = join(dirname(fileURLToPath(import.meta.url)), '..', 'public', 'icons');
const brand = '#0f4c81';

// A loyalty card with a star; `inset` shrinks the drawing into the maskable safe zone.
function drawing(size, { inset = 0, rounded = true } = {}) {
  const s = size;
  const pad = s * (0.16 + inset);
  const w = s - pad * 2;
  const h = w * (54 / 85.6);
  const y = (s - h) / 2;
  const cx = s / 2;
  const cy = s / 2;
  const r = h * 0.3;
  const star = Array.from({ length: 10 }, (_, i) => {
    const radius = i % 2 === 0 ? r : r * 0.45;
    const angle = (Math.PI / 5) * i - Math.PI / 2;
    return `${(cx + radius * Math.cos(angle)).toFixed(1)},${(cy + radius * Math.sin(angle)).toFixed(1)}`;
  }).join(' ');
  const corner = rounded ? s * 0.18 : 0;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${s}" height="${s}" viewBox="0 0 ${s} ${s}">
  <rect width="${s}" height="${s}" rx="${corner}" fill="${brand}"/>
  <rect x="${pad}" y="${y}" width="${w}" height="${h}" rx="${s * 0.05}" fill="#ffffff"/>
  <polygon points="${star}" fill="${brand}"/>
</svg>`;
}

async function png(name, svg) {
  await writeFile(join(out, name), await sharp(Buffer.from(svg)).png().toBuffer());
}

await mkdir(out, { recursive: true });
await png('icon-192.png', drawing(192));
await png('icon-512.png', drawing(512));
await png('maskable-512.png', drawing(512, { inset: 0.08, rounded: false }));
await png('apple-touch-icon-180.png', drawing(180, { rounded: false }));
await writeFile(join(out, 'favicon.svg'), drawing(64));
console.log(`icons written to ${out}`);
