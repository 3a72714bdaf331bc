import { tOffers } from '../../../i18n/offers';
import { ShareIcon } from '../../../components/icons';

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
      <ShareIcon />
      {tOffers('offer.share')}
    </button>
  );
}
