import type { CSSProperties } from 'react';
import { shadeUnderWhite } from './brand-shade';

interface BrandPreviewProps {
  name: string;
  colour: string;
  logo: string | undefined;
  /** The lowest tier's name, as a new member's card shows it. */
  tier: string;
}

/**
 * The customer app's landing and membership card drawn small with the same tokens (the
 * brand's deep shade, its gradient, the card's 1.586:1), so a colour is judged before it is
 * saved. A picture of the app, not the app: it is hidden from assistive technology.
 */
export function BrandPreview({ name, colour, logo, tier }: BrandPreviewProps) {
  const shade = shadeUnderWhite(colour);
  const programme = name.trim() || 'Your programme';
  // Set through the style object (CSSOM), which the console's style-src 'self' allows.
  const brand = { '--brand-card': shade } as CSSProperties;
  return (
    <div className="brand-preview" style={brand} data-testid="brand-preview" aria-hidden="true">
      <div className="brand-preview__phone">
        <div className="brand-preview__hero">
          {logo ? (
            <img className="brand-preview__logo" src={logo} alt="" />
          ) : (
            <span className="brand-preview__logo brand-preview__logo--text">{programme}</span>
          )}
          <p className="brand-preview__welcome">Welcome to</p>
          <p className="brand-preview__name">{programme}</p>
        </div>
        <div className="brand-preview__panel">
          <span className="brand-preview__button">Log In</span>
          <span className="brand-preview__link">Create an account</span>
        </div>
      </div>
      <div className="brand-preview__card">
        <div className="brand-preview__card-top">
          {logo ? (
            <img className="brand-preview__card-logo" src={logo} alt="" />
          ) : (
            <span>{programme}</span>
          )}
          <span className="brand-preview__tier">{tier}</span>
        </div>
        <p className="brand-preview__member">Amal Rahman</p>
        <div className="brand-preview__barcode" />
      </div>
    </div>
  );
}
