import { tOffers } from '../../../i18n/offers';

/** Share, offered only where the browser can share (docs/wire-protocol.md §2). */
export function ShareButton({ title, text }: { title: string; text: string | undefined }) {
  if (typeof navigator.share !== 'function') return null;
  const share = async () => {
    try {
      await navigator.share({ title, ...(text ? { text } : {}), url: location.href });
    } catch (error) {
      // Closing the share sheet is a choice, not a failure.
      if (!(error instanceof DOMException && error.name === 'AbortError'))
        console.warn('share failed', error);
    }
  };
  return (
    <button type="button" className="button button--primary" onClick={() => void share()}>
      <svg
        viewBox="0 0 24 24"
        width="18"
        height="18"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        aria-hidden="true"
      >
        <circle cx="18" cy="5" r="2.5" />
        <circle cx="6" cy="12" r="2.5" />
        <circle cx="18" cy="19" r="2.5" />
        <path d="M8.2 10.8l7.6-4.4M8.2 13.2l7.6 4.4" />
      </svg>
      {tOffers('offer.share')}
    </button>
  );
}
