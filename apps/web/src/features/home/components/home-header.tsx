import { useState } from 'react';
import { AsOf } from '../../../components/as-of';
import { Avatar } from '../../../components/avatar';
import { Barcode } from '../../../components/barcode';
import { MembershipCardModal } from '../../../components/membership-card';
import { useAfterFirstPaint } from '../../../lib/after-first-paint';
import { useCustomerPoints } from '../../../lib/customer-points';
import { formatAed, formatPoints } from '../../../lib/format';
import { staleSince } from '../../../lib/last-known';
import { useSession } from '../../../lib/session';
import { tHome } from '../../../i18n/home';
import { useScrolledPast } from '../use-scrolled-past';

/** Past this many pixels the compact header takes over. */
const COMPACT_AFTER_PX = 160;

/**
 * The home header: welcome, the customer code as a barcode (tap: the rotated card), points
 * balance, points value and card type from GetLoyPoints CUSTOMER. Scrolled down, a compact
 * bar keeps the picture, the name and the points in view.
 */
export function HomeHeader() {
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
            <dd data-testid="card-type">{cardType ?? '—'}</dd>
          </div>
        </dl>
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
