/* global self, caches */
// Imported by the generated service worker (workbox importScripts).
// Raise STORAGE_VERSION in the release that changes what the app keeps in cookies or
// storage: when that worker activates over an older one, every open page is told to
// clear its stored data (docs/decisions/015-spec-readings.md) and starts again at /.
const STORAGE_VERSION = '1';
const META_CACHE = 'loyalty-meta';
const META_KEY = '/__storage-version';

async function checkStorageVersion() {
  const cache = await caches.open(META_CACHE);
  const stored = await cache.match(META_KEY);
  const previous = stored ? await stored.text() : null;
  await cache.put(META_KEY, new Response(STORAGE_VERSION));
  // A first install has nothing stored by an older version, so nothing to clear.
  if (previous === null || previous === STORAGE_VERSION) return false;
  const pages = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  for (const page of pages) page.postMessage({ type: 'CLEAR_STORAGE' });
  return true;
}

self.addEventListener('activate', (event) => {
  event.waitUntil(checkStorageVersion());
});
