import type { DefResponseOf } from '@loyalty/contract';
import { readAnswer, type CallDef } from './api-client';
import { subDomainOf } from './sub-domain';

/** The id of the JSON block in which the server's app shell carries answers for the first screen. */
export const SHELL_BLOCK_ID = 'app-settings';

/** How long after the page loaded its answers still count as fresh (as a query's staleTime). */
const FRESH_MS = 60_000;

const taken = new Set<string>();

/**
 * The answer to the call `def` that the server put into the page it served (tenant-wide answers only,
 * such as the promotions list), read and checked with the call's own schema, so the first
 * screen renders without that round trip. Given once per page load and only in its first
 * minute: the next time the app wants the answer it asks, as the page's copy is as old as
 * the page. None when the page has no such answer (the service worker's bare shell, a
 * development server, another screen), when it was made for another sub-domain or client,
 * or when it does not read: the caller then makes the call.
 */
export function takeEmbeddedAnswer<D extends CallDef>(
  def: D,
  clientId: string,
  hostname: string = window.location.hostname,
): DefResponseOf<D> | undefined {
  const { name } = def;
  if (taken.has(name) || performance.now() > FRESH_MS) return undefined;
  taken.add(name);
  const text = document.getElementById(SHELL_BLOCK_ID)?.textContent;
  if (!text) return undefined;
  try {
    const block = JSON.parse(text) as Record<string, unknown>;
    const settings = block.GetAppSettings as { ClientId?: unknown } | undefined;
    if (block.subDomain !== subDomainOf(hostname) || block[name] === undefined) return undefined;
    if (String(settings?.ClientId) !== clientId) return undefined;
    const answer = readAnswer(def, block[name]);
    return answer.ok ? answer.data : undefined;
  } catch (error) {
    console.warn(`The ${name} answer in the page does not read; asking for it`, error);
    return undefined;
  }
}

/** Forgets which answers were given (tests load several pages in one document). */
export function resetEmbeddedAnswers(): void {
  taken.clear();
}
