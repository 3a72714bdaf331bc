import { Link } from 'react-router';
import { useCustomerPoints } from '../../../lib/customer-points';
import { useSession } from '../../../lib/session';
import { tHome } from '../../../i18n/home';
import { RotatedCard } from './membership-card';
import '../home.css';

/** /home/id: the membership card on its own screen, barcode as large as it goes. */
export function CardScreen() {
  const { authUser } = useSession();
  const points = useCustomerPoints().data ?? undefined;
  return (
    <main className="page page--with-nav">
      <Link to="/home" className="card-screen__back">
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path
            d="M15 6l-6 6 6 6"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        </svg>
        {tHome('card.back')}
      </Link>
      <h1 className="screen-title">{tHome('card.title')}</h1>
      <RotatedCard
        code={points?.CUST_CODE || authUser?.CUST_CODE || ''}
        name={points?.CUST_NAME || authUser?.CUST_NAME}
        cardType={points?.CARD_TYPE ?? authUser?.CARD_TYPE}
      />
    </main>
  );
}
