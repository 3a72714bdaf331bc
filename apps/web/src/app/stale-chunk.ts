const RELOADED_AT = 'loyalty:chunk-reload';

/**
 * After a release, an open page may ask for a screen chunk whose hashed name no longer
 * exists. That is not the customer's problem: reload once to pick up the new build. The
 * timestamp keeps a genuinely broken chunk from reloading in a loop.
 */
export function reloadForStaleChunk(error: unknown, now = Date.now()): boolean {
  const message = error instanceof Error ? error.message : String(error);
  const stale =
    /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module/i.test(
      message,
    );
  if (!stale) return false;
  const last = Number(sessionStorage.getItem(RELOADED_AT) ?? 0);
  if (now - last < 10_000) return false;
  sessionStorage.setItem(RELOADED_AT, String(now));
  window.location.reload();
  return true;
}
