import { useEffect, useState } from 'react';
import { showAlert } from '../lib/alerts';
import { fileUrl, useAppConfig } from '../lib/app-settings';
import { isIos } from '../lib/platform';
import { tOffers } from '../i18n/offers';
import './flyer-download.css';
import { DownloadIcon } from './icons';

/** docs/wire-protocol.md §9: how long the iOS 'Download PDF' link stays. */
export const IOS_LINK_MS = 5000;

/**
 * The saved file's name, as a PDF: the promotion's title when known (a customer recognises it
 * in their downloads; file servers often store flyers under content hashes), else the flyer's
 * own name ('summer-sale.png' → 'summer-sale.pdf'), else docs/wire-protocol.md §2's 'flyer image'.
 */
export function flyerFileName(flyer: string, title?: string): string {
  const last = flyer.split(/[?#]/)[0]?.split('/').pop() ?? '';
  let name = last;
  try {
    name = decodeURIComponent(last);
  } catch {
    // A stray % in the name: keep it as written.
  }
  const stem = (title ?? name.replace(/\.[^.]*$/, ''))
    // Characters no file system accepts, and control characters (\p{Cc}).
    .replace(/[\\/:*?"<>|\p{Cc}]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 80)
    .trim();
  return `${stem || tOffers('flyer.fileName')}.pdf`;
}

/** GETs the flyer from the file server as a blob, typed as the PDF it is saved as. */
async function fetchFlyer(url: string): Promise<Blob> {
  const response = await fetch(url, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`flyer: HTTP ${response.status}`);
  return new Blob([await response.blob()], { type: 'application/pdf' });
}

function save(objectUrl: string, name: string): void {
  const link = document.createElement('a');
  link.href = objectUrl;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}

/**
 * docs/wire-protocol.md §2 flyer download: the file is fetched and saved as a PDF. iOS Safari ignores the
 * download attribute on blob links, so there the user is told to press and hold a
 * 'Download PDF' link, shown for 5 s.
 */
export function FlyerDownload({ flyer, title }: { flyer: string; title?: string }) {
  const config = useAppConfig();
  const [busy, setBusy] = useState(false);
  const [iosLink, setIosLink] = useState<string>();

  useEffect(() => {
    if (!iosLink) return;
    const timer = setTimeout(() => setIosLink(undefined), IOS_LINK_MS);
    return () => {
      clearTimeout(timer);
      URL.revokeObjectURL(iosLink);
    };
  }, [iosLink]);

  async function download() {
    setBusy(true);
    const name = flyerFileName(flyer, title);
    try {
      const objectUrl = URL.createObjectURL(await fetchFlyer(fileUrl(config, flyer)));
      if (isIos()) {
        showAlert({
          success: true,
          mode: tOffers('flyer.iosTitle'),
          message: tOffers('flyer.iosHint'),
          duration: IOS_LINK_MS,
        });
        setIosLink(objectUrl);
      } else {
        save(objectUrl, name);
        // The browser has taken the file; the address can go after it started the save.
        setTimeout(() => URL.revokeObjectURL(objectUrl), 10_000);
      }
    } catch (error) {
      console.warn('flyer download failed', error);
      showAlert({ success: false, message: tOffers('flyer.failed') });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flyer-download">
      <button
        type="button"
        className="button button--secondary flyer-download__button"
        onClick={() => void download()}
        disabled={busy}
        aria-busy={busy}
        {...(title ? { 'aria-label': `${tOffers('flyer.download')}: \u2068${title}\u2069` } : {})}
      >
        {busy ? (
          <span className="flyer-download__spinner" aria-hidden="true" />
        ) : (
          <DownloadIcon bold />
        )}
        {busy ? tOffers('flyer.downloading') : tOffers('flyer.download')}
      </button>
      {iosLink && (
        <a
          className="flyer-download__ios-link"
          href={iosLink}
          download={flyerFileName(flyer, title)}
        >
          {tOffers('flyer.iosLink')}
        </a>
      )}
    </div>
  );
}
