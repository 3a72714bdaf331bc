import { useLocation, useNavigate } from 'react-router';
import { tHistory } from '../../../i18n/history';
import placeholder from '../receipt-placeholder.svg';
import '../history.css';
import { ScreenTitle } from '../../../components/screen-title';
import { CloseIcon } from '../../../components/icons';

/** A receipt image passed in navigation state (`{ image }`), else the neutral picture. */
function receiptImage(state: unknown): string {
  const image = (state as { image?: unknown } | null)?.image;
  return typeof image === 'string' && image !== '' ? image : placeholder;
}

/** /digital-receipt (docs/wire-protocol.md §2): the receipt image with a close button. */
export function DigitalReceipt() {
  const navigate = useNavigate();
  const location = useLocation();
  const close = () => void (location.key === 'default' ? navigate('/home') : navigate(-1));
  return (
    <main className="page page--with-nav receipt">
      <div className="receipt__bar">
        <ScreenTitle>{tHistory('receipt.title')}</ScreenTitle>
        <button
          type="button"
          className="icon-button"
          aria-label={tHistory('receipt.close')}
          onClick={close}
        >
          <CloseIcon size={22} />
        </button>
      </div>
      <img
        className="receipt__image"
        src={receiptImage(location.state)}
        alt={tHistory('receipt.alt')}
        width={420}
        height={640}
        onError={(event) => {
          if (!event.currentTarget.src.endsWith(placeholder)) event.currentTarget.src = placeholder;
        }}
      />
    </main>
  );
}
