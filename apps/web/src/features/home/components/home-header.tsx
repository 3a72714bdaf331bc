import { useState } from 'react';
import { AsOf } from '../../../components/as-of';
import { Avatar } from '../../../components/avatar';
import { Barcode } from '../../../components/barcode';
import { BrandLogo } from '../../../components/brand-logo';
import { MembershipCardModal } from '../../../components/membership-card';
import { useAfterFirstPaint } from '../../../lib/after-first-paint';
import { useAppConfig } from '../../../lib/app-settings';
import { useCustomerPoints } from '../../../api/customer-points';
import { formatAed, formatPoints } from '../../../lib/format';
import { staleSince } from '../../../lib/last-known';
import { useSession } from '../../../lib/session';
import { tHome } from '../../../i18n/home';
import { useScrolledPast } from '../use-scrolled-past';

/** Past this many pixels the compact header takes over. */
const COMPACT_AFTER_PX = 160;

/**
 * The home header: welcome, then the balance, points value and card type from GetLoyPoints
 * CUSTOMER, then the membership card (bank-card proportions, the programme's logo, the card
 * type and the customer code as a barcode; tap: the rotated card). Scrolled down, a compact
 * bar keeps the picture, the name and the points in view.
 */
export function HomeHeader() {
  const config = useAppConfig();
  const { authUser } = useSession();
  // Asked once the screen has painted: the first paint (the offers' picture) then does not
  // wait on this call's round trip, and the balance kept on the phone shows meanwhile.
  const query = useCustomerPoints(useAfterFirstPaint());
  const { data } = query;
  const [cardOpen, setCardOpen] = useState(false);
  const compact = useScrolledPast(COMPACT_AFTER_PX);

  const points = data ?? undefined;
  const code = points?.CUST_CODE || authUser?.CUST_CODE || '';
  const name = points?.CUST_NAME || authUser?.CUST_NAME || '';
  const image = points?.PROFILE_IMAGE ?? authUser?.PROFILE_IMAGE;
  const cardType = points?.CARD_TYPE ?? authUser?.CARD_TYPE;
  const balance = formatPoints(points?.CURRENTPOINTS);

  return (
    <>
      <header className="home-header">
        <div className="home-header__welcome">
          <Avatar image={image} name={name} size={56} />
          <h1 className="home-header__title">
            {name ? tHome('home.welcome', { name }) : tHome('home.welcomeNoName')}
          </h1>
        </div>
        <dl className="home-points">
          <div className="home-points__balance">
            <dt>{tHome('home.balance')}</dt>
            <dd data-testid="points-balance">{balance}</dd>
          </div>
          <div>
            <dt>{tHome('home.value')}</dt>
            <dd data-testid="points-value">{formatAed(points?.POINTS_VALUE)}</dd>
          </div>
          <div>
            <dt>{tHome('home.cardType')}</dt>
            <dd data-testid="card-type">
              <bdi>{cardType ?? '—'}</bdi>
            </dd>
          </div>
        </dl>
        <div className="home-card">
          <div className="home-card__top">
            {config.logoUrl ? (
              <BrandLogo
                className="home-card__logo"
                src={config.logoUrl}
                alt=""
                width={96}
                height={28}
              />
            ) : (
              <bdi className="home-card__brand">{config.displayName}</bdi>
            )}
            {/* Said once already, in the figures above. */}
            {cardType && (
              <bdi className="home-card__type" aria-hidden="true">
                {cardType}
              </bdi>
            )}
          </div>
          {name && (
            // Said already by the welcome above.
            <bdi className="home-card__name" aria-hidden="true">
              {name}
            </bdi>
          )}
          <div className="home-header__barcode">
            <Barcode value={code} label={tHome('card.barcode', { code })} />
            <button
              type="button"
              className="home-header__card-button"
              aria-label={tHome('home.showCard')}
              aria-haspopup="dialog"
              onClick={() => setCardOpen(true)}
            />
          </div>
        </div>
        <AsOf date={staleSince(query)} />
      </header>
      {/* A visual shortcut of the header above, which screen readers have already read. */}
      <div
        className="home-compact"
        data-testid="home-compact"
        data-shown={compact}
        aria-hidden="true"
      >
        <Avatar image={image} name={name} size={36} />
        <span className="home-compact__name">{name}</span>
        <span className="home-compact__points">
          {balance} {tHome('home.points')}
        </span>
      </div>
      <MembershipCardModal open={cardOpen} onClose={() => setCardOpen(false)} />
    </>
  );
}
