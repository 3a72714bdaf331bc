import type { voucher } from '@loyalty/contract';
import { useQuery, type UseQueryOptions } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import { Link } from 'react-router';
import { useAfterFirstPaint } from '../../../lib/after-first-paint';
import { useAccess } from '../../../lib/app-settings';
import { formatAmount, formatDate } from '../../../lib/format';
import { useSession, type SignedInUser } from '../../../lib/session';
import { tHome } from '../../../i18n/home';
import { useHomePromotions } from '../api/loy-get-promotions';
import { endingSoon } from '../home-offers';
import { contentText } from '../../../i18n/content';

/** At most this many of each on home; the rest are a tap away on their own screens. */
const SHOWN = 6;

type ReadyVoucher = z.output<typeof voucher>;

/**
 * The query of a customer's vouchers ready to use. It is the vouchers feature's, so that both
 * screens share one cached list; the route hands it in, as features do not import each other.
 */
export type ReadyVouchersQuery = (
  user: Pick<SignedInUser, 'CUST_CODE' | 'MOBILE'>,
) => UseQueryOptions<ReadyVoucher[], Error, ReadyVoucher[], string[]>;

/**
 * What matters next, under the balance and the card: the customer's vouchers ready to use
 * (where the programme has vouchers) and the offers about to end, each opening its own
 * screen. Nothing at all while they load, fail or are none: home says no more than it has.
 */
export function HomeNext({ readyVouchers }: { readyVouchers: ReadyVouchersQuery }) {
  const { authUser } = useSession();
  const voucherOn = useAccess('Voucher');
  const painted = useAfterFirstPaint();
  const vouchers = useQuery({
    ...readyVouchers(authUser ?? { CUST_CODE: '' }),
    enabled: voucherOn && painted && authUser !== undefined,
  });
  const ready = voucherOn && !vouchers.isError ? (vouchers.data ?? []).slice(0, SHOWN) : [];
  const promotions = useHomePromotions();
  const ending = promotions.isError
    ? []
    : endingSoon(promotions.data ?? [], new Date()).slice(0, SHOWN);

  if (ready.length === 0 && ending.length === 0) return null;
  return (
    <div className="home-next">
      {ready.length > 0 && (
        <section className="home-section" aria-labelledby="home-ready-title">
          <h2 id="home-ready-title" className="home-section__title">
            {tHome('home.readyToUse')}
          </h2>
          <ul className="home-chips" data-testid="home-ready">
            {ready.map((voucher) => (
              <li key={voucher.entry_no}>
                <Link
                  to="/vouchers/single"
                  state={{ voucher }}
                  className="home-chip home-chip--voucher"
                >
                  <span className="home-chip__title">
                    {tHome('home.readyVoucher', { value: formatAmount(voucher.Redeem_value) })}
                  </span>
                  <span className="home-chip__meta">
                    {tHome('home.readyUntil', {
                      date: formatDate(voucher.Valid_Until, 'DD MMMM YYYY'),
                    })}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      {ending.length > 0 && (
        <section className="home-section" aria-labelledby="home-ending-title">
          <h2 id="home-ending-title" className="home-section__title">
            {tHome('home.endingSoon')}
          </h2>
          <ul className="home-chips" data-testid="home-ending">
            {ending.map((promotion) => (
              <li key={`${promotion.PROMO_ID}-${promotion.PROMO_CODE}`}>
                <Link
                  to={`/offers/single/${encodeURIComponent(promotion.PROMO_ID)}/${encodeURIComponent(promotion.PROMO_CODE)}`}
                  state={promotion}
                  className="home-chip"
                >
                  <ChipTitle english={promotion.PROMO_DESC} arabic={promotion.PROMO_DESCAr} />
                  <span className="home-chip__meta">
                    {tHome('home.endsOn', { date: formatDate(promotion.VALID_TO, 'DD/MM/YYYY') })}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

/** An offer's title in the customer's language where the programme wrote one. */
function ChipTitle({ english, arabic }: { english: string; arabic?: string }) {
  const title = contentText(english, arabic);
  return (
    <span className="home-chip__title" lang={title.lang}>
      {title.text}
    </span>
  );
}
