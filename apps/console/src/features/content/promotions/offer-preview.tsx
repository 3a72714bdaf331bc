import { appDate } from './promotion-state';

interface OfferPreviewProps {
  title: string;
  from: string;
  to: string;
  /** The picture's address (a stored file or a chosen one), '' for the app's placeholder. */
  image: string;
  hidden: boolean;
}

/**
 * The offer as the customer app's offers list shows it, on a phone-sized screen: picture,
 * title and its days, drawn with the same tokens (the app's own code stays in the app).
 */
export function OfferPreview({ title, from, to, image, hidden }: OfferPreviewProps) {
  return (
    <figure className="phone-preview">
      <div className="phone">
        <p className="phone__title">Offers</p>
        <div className="preview-card">
          {image ? (
            <img className="preview-card__image" src={image} alt="" width={640} height={360} />
          ) : (
            <span className="preview-card__image preview-card__image--none">No picture yet</span>
          )}
          <div className="preview-card__body">
            <p className="preview-card__title">{title || 'The promotion’s title'}</p>
            <p className="preview-card__dates">
              <span>From {from ? appDate(from) : '—'}</span>
              <span>To {to ? appDate(to) : '—'}</span>
            </p>
          </div>
        </div>
      </div>
      <figcaption className="muted">
        {hidden
          ? 'Hidden: customers do not see it until it is shown.'
          : 'How customers see it in the app’s offers.'}
      </figcaption>
    </figure>
  );
}
