import { Barcode } from '../../../components/barcode';
import { useAppConfig } from '../../../lib/app-settings';
import { tHome } from '../../../i18n/home';

interface MembershipCardProps {
  code: string;
  name: string | undefined;
  cardType: string | undefined;
}

/**
 * The membership card (design.md): bank-card proportions, brand gradient, logo, name, card
 * type and the customer code as a barcode on a white panel.
 */
export function MembershipCard({ code, name, cardType }: MembershipCardProps) {
  const config = useAppConfig();
  return (
    <div className="membership-card">
      <div className="membership-card__top">
        {config.logoUrl ? (
          <img
            className="membership-card__logo"
            src={config.logoUrl}
            alt=""
            width={96}
            height={32}
          />
        ) : (
          <span className="membership-card__brand">{config.displayName}</span>
        )}
        {cardType && <span className="membership-card__type">{cardType}</span>}
      </div>
      {name && (
        <p className="membership-card__name">
          <span className="visually-hidden">{tHome('card.name')}: </span>
          {name}
        </p>
      )}
      <Barcode
        className="membership-card__barcode"
        value={code}
        label={tHome('card.barcode', { code })}
      />
    </div>
  );
}

/** The card turned to landscape and made as large as the screen allows (a till scans it). */
export function RotatedCard(props: MembershipCardProps) {
  return (
    <div className="card-stage" data-testid="card-stage">
      <div className="card-stage__card">
        <MembershipCard {...props} />
      </div>
    </div>
  );
}
