import { formatAmount } from '../../../lib/format';
import { tPoints } from '../../../i18n/points';
import type { Recipient } from '../api/loy-share-recipient';

interface ShareConfirmProps {
  recipient: Recipient;
  points: number;
  amount: number;
  busy: boolean;
  onSend: () => void;
  onCancel: () => void;
}

/**
 * What Share asks before anything moves: how many points, worth how much, to whom (the
 * server's reading of the recipient, or what was typed where the backend cannot look it up).
 */
export function ShareConfirm({
  recipient,
  points,
  amount,
  busy,
  onSend,
  onCancel,
}: ShareConfirmProps) {
  return (
    <div className="share-confirm" data-testid="share-confirm">
      <p className="share-confirm__text">
        {tPoints('share.confirmText', { points, amount: formatAmount(amount) })}
      </p>
      <dl className="share-confirm__who">
        {recipient.known ? (
          <>
            <div>
              <dt>{tPoints('share.recipientName')}</dt>
              <dd>
                <bdi>{recipient.firstName}</bdi>
              </dd>
            </div>
            <div>
              <dt>{tPoints('share.recipientMobile')}</dt>
              <dd dir="ltr">{recipient.maskedMobile}</dd>
            </div>
          </>
        ) : (
          <>
            <div>
              <dt>{tPoints('share.recipientEmail')}</dt>
              <dd dir="ltr">{recipient.email}</dd>
            </div>
            <div>
              <dt>{tPoints('share.recipientMobile')}</dt>
              <dd dir="ltr">{recipient.mobile}</dd>
            </div>
          </>
        )}
      </dl>
      {!recipient.known && <p className="share-confirm__note">{tPoints('share.confirmTyped')}</p>}
      <div className="share-confirm__actions">
        <button
          type="button"
          className="button button--primary button--block busy-button"
          disabled={busy}
          aria-busy={busy}
          onClick={onSend}
        >
          {busy && <span className="busy-spinner" aria-hidden="true" />}
          {tPoints('share.confirmSend')}
        </button>
        <button
          type="button"
          className="button button--secondary button--block"
          onClick={onCancel}
          disabled={busy}
        >
          {tPoints('share.cancel')}
        </button>
      </div>
    </div>
  );
}
