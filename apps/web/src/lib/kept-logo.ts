/**
 * A copy of the programme's logo kept on the phone (localStorage, as a data URL), so the splash
 * and the membership card still show it without a signal: the logo is served from the
 * programme's files, which the service worker's precache does not hold.
 */

const KEY = 'loyalty_logo';
/** Logos are small pictures; a larger file is not worth a share of the storage quota. */
const MAX_BYTES = 96 * 1024;

interface Kept {
  url: string;
  data: string;
}

function readAll(): Kept[] {
  try {
    const value = JSON.parse(localStorage.getItem(KEY) ?? '[]') as unknown;
    return Array.isArray(value)
      ? value.filter(
          (k): k is Kept =>
            typeof (k as Kept).url === 'string' && typeof (k as Kept).data === 'string',
        )
      : [];
  } catch {
    return [];
  }
}

/** The kept copy of the logo at `url`, as a data URL, else undefined. */
export function keptLogo(url: string): string | undefined {
  return readAll().find((k) => k.url === url)?.data;
}

const keeping = new Set<string>();

/** Keeps a copy of the logo at `url` once it has loaded (the browser's cache answers). */
export async function keepLogo(url: string): Promise<void> {
  if (!url || url.startsWith('data:') || keeping.has(url) || keptLogo(url)) return;
  keeping.add(url);
  try {
    const response = await fetch(url, { cache: 'force-cache' });
    if (!response.ok) return;
    const blob = await response.blob();
    if (blob.size > MAX_BYTES || !blob.type.startsWith('image/')) return;
    const data = await new Promise<string>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
      reader.readAsDataURL(blob);
    });
    // The logo and the footer's small one: keep the two most recent.
    const others = readAll().filter((k) => k.url !== url);
    localStorage.setItem(KEY, JSON.stringify([{ url, data }, ...others].slice(0, 2)));
  } catch {
    // Offline, private mode or a full quota: the logo then needs a signal, as before.
  } finally {
    keeping.delete(url);
  }
}
