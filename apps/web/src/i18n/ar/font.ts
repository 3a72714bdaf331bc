// Noto Sans Arabic, self-hosted from @fontsource, its Arabic subset only. The faces are
// registered from here, the Arabic chunk, rather than in a style sheet: the app has one style
// sheet for every screen, and a face declared there would be fetched by an English screen that
// shows one Arabic word (the language switch's العربية).
import regular from '@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-400-normal.woff2?url';
import semibold from '@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-600-normal.woff2?url';
import bold from '@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-700-normal.woff2?url';

/** The Arabic subset's code points, as @fontsource's 400.css declares them. */
const ARABIC_RANGE =
  'U+0600-06FF,U+0750-077F,U+0870-088E,U+0890-0891,U+0897-08E1,U+08E3-08FF,U+200C-200E,' +
  'U+2010-2011,U+204F,U+2E41,U+FB50-FDFF,U+FE70-FE74,U+FE76-FEFC';

const FACES: readonly [string, string][] = [
  ['400', regular],
  ['600', semibold],
  ['700', bold],
];

/**
 * Preloads the regular face (Arabic mode only: this module is the Arabic chunk's) and adds
 * the three weights to the page's fonts, shown as soon as they arrive (font-display: swap).
 */
export function loadArabicFont(): void {
  if (document.head.querySelector('link[data-arabic-font]')) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'font';
  link.type = 'font/woff2';
  link.crossOrigin = 'anonymous';
  link.href = regular;
  link.dataset.arabicFont = '';
  document.head.append(link);
  if (typeof FontFace === 'undefined') return;
  for (const [weight, url] of FACES) {
    document.fonts.add(
      new FontFace('Noto Sans Arabic', `url(${url}) format('woff2')`, {
        weight,
        display: 'swap',
        unicodeRange: ARABIC_RANGE,
      }),
    );
  }
}
