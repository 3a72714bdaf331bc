import { useAppConfig } from '../lib/app-settings';
import { websiteOf, useContactDetails } from '../api/contact-details';
import { useCustomerPoints } from '../api/customer-points';
import { formatPoints } from '../lib/format';
import { staleSince } from '../lib/last-known';
import { useSession } from '../lib/session';
import { socialHandle, useSocialLinks } from '../api/social-links';
import { useWakeLock } from '../lib/wake-lock';
import { tCard } from '../i18n/card';
import { AsOf } from './as-of';
import { BrandLogo } from './brand-logo';
import { Barcode } from './barcode';
import { Modal } from './modal';
import './membership-card.css';

interface MembershipCardProps {
  code: string;
  name: string | undefined;
  cardType: string | undefined;
}

/**
 * The membership card (docs/design.md): bank-card proportions, brand gradient, logo, name, card
 * type and the customer code as a barcode on a white panel.
 */
export function MembershipCard({ code, name, cardType }: MembershipCardProps) {
  const config = useAppConfig();
  return (
    <div className="membership-card">
      <div className="membership-card__top">
        {config.logoUrl ? (
          <BrandLogo
            className="membership-card__logo"
            src={config.logoUrl}
            alt=""
            width={96}
            height={32}
          />
        ) : (
          <bdi className="membership-card__brand">{config.displayName}</bdi>
        )}
        {cardType && (
          <bdi className="membership-card__type" data-testid="card-modal-type">
            {cardType}
          </bdi>
        )}
      </div>
      {name && (
        <p className="membership-card__name">
          <span className="visually-hidden">{tCard('card.name')}: </span>
          <bdi>{name}</bdi>
        </p>
      )}
      <Barcode
        className="membership-card__barcode"
        value={code}
        label={tCard('card.barcode', { code })}
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

/**
 * The signed-in customer's card, as it shows on the card modal and on /home/id: the code,
 * name, card type and balance of the last GetLoyPoints answer (kept on the phone, so it works
 * at the till without a signal), with an 'as of' mark when that answer may be out of date.
 */
export function useCardFigures(ask = true) {
  const { authUser } = useSession();
  const query = useCustomerPoints(ask);
  const points = query.data ?? undefined;
  return {
    code: points?.CUST_CODE || authUser?.CUST_CODE || '',
    name: points?.CUST_NAME || authUser?.CUST_NAME,
    cardType: points?.CARD_TYPE ?? authUser?.CARD_TYPE,
    balance: points?.CURRENTPOINTS,
    asOf: staleSince(query),
  };
}

/**
 * The back of the card (docs/wire-protocol.md §2): the balance, website and social names, logo, regions and the
 * lost-card notice.
 */
function CardBack({ balance }: { balance: number | undefined }) {
  const config = useAppConfig();
  const website = websiteOf(useContactDetails().data?.email);
  const socials = useSocialLinks().data ?? [];
  return (
    <div className="card-back">
      {config.logoUrl && (
        <BrandLogo
          className="card-back__logo"
          src={config.logoUrl}
          alt=""
          width={120}
          height={40}
        />
      )}
      <dl className="card-back__facts">
        <div>
          <dt>{tCard('card.balance')}</dt>
          <dd data-testid="card-modal-balance">{formatPoints(balance)}</dd>
        </div>
        {website && (
          <div>
            <dt>{tCard('card.website')}</dt>
            <dd data-testid="card-website" dir="ltr">
              {website}
            </dd>
          </div>
        )}
        {socials.length > 0 && (
          <div>
            <dt>{tCard('card.follow')}</dt>
            <dd>
              <ul className="card-back__socials" data-testid="card-socials">
                {socials.map((link) => (
                  <li key={`${link.NAME}-${link.LINK}`} dir="ltr">
                    {link.NAME} {socialHandle(link.LINK)}
                  </li>
                ))}
              </ul>
            </dd>
          </div>
        )}
        <div>
          <dt>{tCard('card.regions')}</dt>
          <dd className="card-back__regions" data-testid="card-regions">
            {tCard('card.regionList')}
          </dd>
        </div>
      </dl>
      <p className="card-back__lost">{tCard('card.lost', { name: config.displayName })}</p>
    </div>
  );
}

/**
 * The barcode expanded (docs/wire-protocol.md §2): the rotated membership card and its back in the shell's
 * modal. One component for /home and /profile. While it is open the screen stays awake, so
 * the till can scan it without the phone dimming.
 */
export function MembershipCardModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  // Closed, it only follows the answer the screen behind it asked for.
  const { balance, asOf, ...card } = useCardFigures(open);
  useWakeLock(open);
  return (
    <Modal open={open} title={tCard('card.title')} onClose={onClose}>
      <AsOf date={asOf} />
      <RotatedCard {...card} />
      <CardBack balance={balance} />
    </Modal>
  );
}
