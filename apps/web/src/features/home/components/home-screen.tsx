import { Link } from 'react-router';
import { tHome } from '../../../i18n/home';
import { ContactBlock } from './contact-block';
import { HomeHeader } from './home-header';
import { HomeOffersStrip } from './home-offers-strip';
import '../home.css';

/** /home (spec §2). */
export function HomeScreen() {
  return (
    <main className="page page--with-nav home">
      <HomeHeader />
      <HomeOffersStrip />
      <ContactBlock />
      {/* Spec §2: the brochure download and the receipt link exist but are hidden. */}
      <div hidden data-testid="home-hidden">
        <button type="button" className="button button--secondary">
          {tHome('home.brochure')}
        </button>
        <Link to="/digital-receipt">{tHome('home.receipt')}</Link>
      </div>
    </main>
  );
}
