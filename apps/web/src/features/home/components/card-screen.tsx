import { Link } from 'react-router';
import { AsOf } from '../../../components/as-of';
import { RotatedCard, useCardFigures } from '../../../components/membership-card';
import { tHome } from '../../../i18n/home';
import '../home.css';
import { ScreenTitle } from '../../../components/screen-title';

/** /home/id: the membership card on its own screen, barcode as large as it goes. */
export function CardScreen() {
  const { code, name, cardType, asOf } = useCardFigures();
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
      <ScreenTitle>{tHome('card.title')}</ScreenTitle>
      <AsOf date={asOf} />
      <RotatedCard code={code} name={name} cardType={cardType} />
    </main>
  );
}
