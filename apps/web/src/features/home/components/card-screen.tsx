import { Link } from 'react-router';
import { AsOf } from '../../../components/as-of';
import { RotatedCard, useCardFigures } from '../../../components/membership-card';
import { tHome } from '../../../i18n/home';
import '../home.css';
import { ScreenTitle } from '../../../components/screen-title';
import { ChevronIcon } from '../../../components/icons';

/** /home/id: the membership card on its own screen, barcode as large as it goes. */
export function CardScreen() {
  const { code, name, cardType, asOf } = useCardFigures();
  return (
    <main className="page page--with-nav">
      <Link to="/home" className="card-screen__back">
        <ChevronIcon direction="back" />
        {tHome('card.back')}
      </Link>
      <ScreenTitle>{tHome('card.title')}</ScreenTitle>
      <AsOf date={asOf} />
      <RotatedCard code={code} name={name} cardType={cardType} />
    </main>
  );
}
