import type { launch } from 'chrome-launcher';
import type lighthouse from 'lighthouse';
import type puppeteer from 'puppeteer-core';
import type { Session } from '../lib/api';
import type { PageFigures } from '../results';

export interface PageRun extends PageFigures {
  /** The whole Lighthouse result, for a closer look at a missed target. */
  report: unknown;
}

export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
];

interface Tools {
  lighthouse: typeof lighthouse;
  launch: typeof launch;
  puppeteer: typeof puppeteer;
}

/** Lighthouse, chrome-launcher and puppeteer-core, or why they cannot be used here. */
export async function loadTools(): Promise<Tools | { missing: string }> {
  try {
    const [lighthouse, chromeLauncher, puppeteer] = await Promise.all([
      import('lighthouse'),
      import('chrome-launcher'),
      import('puppeteer-core'),
    ]);
    return {
      lighthouse: lighthouse.default,
      launch: chromeLauncher.launch,
      puppeteer: puppeteer.default,
    };
  } catch (error) {
    return {
      missing:
        'lighthouse 12.2.3 and chrome-launcher are not installed in the bench workspace ' +
        `(${(error as Error).message.split('\n')[0]}); install them to measure page speed`,
    };
  }
}

interface TraceEvent {
  name: string;
  args?: { data?: { nodeName?: string; type?: string; isOutermostMainFrame?: boolean } };
}

/**
 * The page's largest contentful paint as Chrome's trace names it (`IMG class='…'`, text or
 * image): Lighthouse 12.2.3's own element audit fails on newer Chromium traces
 * ("Cannot read properties of undefined (reading 'frame_sequence')").
 */
export function lastLcpCandidate(trace: { traceEvents?: TraceEvent[] } | undefined) {
  const candidates = (trace?.traceEvents ?? []).filter(
    (e) =>
      e.name === 'largestContentfulPaint::Candidate' &&
      e.args?.data?.isOutermostMainFrame !== false,
  );
  const data = candidates.at(-1)?.args?.data;
  return data?.nodeName ? `${data.nodeName} (${data.type ?? 'unknown'})` : undefined;
}

/**
 * One Lighthouse run (mobile preset, simulated throttling: Lighthouse's defaults) in a fresh
 * Chrome profile, so every run starts with an empty cache and no service worker. For a
 * signed-in page the session and user cookies are put into that profile first, and
 * Lighthouse is told not to clear them: the app reads its user cookie from `document.cookie`,
 * which a Cookie request header alone would not fill.
 */
export async function lighthouseRun(
  tools: Tools,
  url: string,
  chromePath: string,
  session?: Session,
): Promise<PageRun> {
  const chrome = await tools.launch({ chromePath, chromeFlags: CHROME_FLAGS });
  try {
    if (session) {
      const browser = await tools.puppeteer.connect({
        browserURL: `http://127.0.0.1:${chrome.port}`,
      });
      const page = await browser.newPage();
      const origin = new URL(url).origin;
      const [name, value] = session.cookie.split('=');
      await page.setCookie(
        { name: name ?? 'sid', value: value ?? '', url: origin, httpOnly: true, sameSite: 'Lax' },
        {
          name: 'loyalty_user',
          value: encodeURIComponent(JSON.stringify(session.user)),
          url: origin,
          sameSite: 'Lax',
        },
      );
      await page.close();
      await browser.disconnect();
    }
    const result = await tools.lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      disableStorageReset: Boolean(session),
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
    const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const summary = lhr.audits['resource-summary']?.details as
      { items?: { resourceType?: string; transferSize?: number }[] } | undefined;
    const script = summary?.items?.find((i) => i.resourceType === 'script');
    const lcp = lhr.audits['largest-contentful-paint-element']?.details as
      { items?: { items?: { node?: { snippet?: string } }[] }[] } | undefined;
    const element =
      lcp?.items?.[0]?.items?.[0]?.node?.snippet ?? lastLcpCandidate(result.artifacts?.Trace);
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      lcpMs: metric('largest-contentful-paint'),
      tbtMs: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
      fcpMs: metric('first-contentful-paint'),
      scriptBytes: script?.transferSize ?? 0,
      benchmarkIndex: lhr.environment.benchmarkIndex,
      lcpElement: (element ?? '').replace(/\s+/g, ' ').slice(0, 160),
      report: lhr,
    };
  } finally {
    chrome.kill();
  }
}
