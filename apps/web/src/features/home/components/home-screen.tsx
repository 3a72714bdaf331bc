import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { tHome } from '../../../i18n/home';
import { usePullToRefresh } from '../use-pull-to-refresh';
import { ContactBlock } from './contact-block';
import { HomeHeader } from './home-header';
import { HomeNext, type ReadyVouchersQuery } from './home-next';
import { HomeOffersStrip } from './home-offers-strip';
import '../home.css';

/**
 * /home (docs/wire-protocol.md §2). Pulled down from its top, it asks again for all it shows.
 * `member` is what other features add under the card (the route hands it in).
 */
export function HomeScreen({
  readyVouchers,
  member,
}: {
  readyVouchers: ReadyVouchersQuery;
  member?: ReactNode;
}) {
  const queryClient = useQueryClient();
  const pull = usePullToRefresh(() => queryClient.refetchQueries({ type: 'active' }));
  return (
    <main className="page page--with-nav home">
      <p
        className="pull-refresh"
        data-state={pull.state}
        style={{ blockSize: pull.state === 'refreshing' ? undefined : `${pull.distance / 2}px` }}
        aria-live="polite"
        data-testid="pull-refresh"
      >
        {pull.state === 'armed' && tHome('home.releaseToRefresh')}
        {pull.state === 'pulling' && tHome('home.pullToRefresh')}
        {pull.state === 'refreshing' && tHome('home.refreshing')}
      </p>
      <HomeHeader />
      {member}
      <HomeNext readyVouchers={readyVouchers} />
      <HomeOffersStrip />
      <ContactBlock />
      {/* docs/wire-protocol.md §2: the brochure download and the receipt link exist but are hidden. */}
      <div hidden data-testid="home-hidden">
        <button type="button" className="button button--secondary">
          {tHome('home.brochure')}
        </button>
        <Link to="/digital-receipt">{tHome('home.receipt')}</Link>
      </div>
    </main>
  );
}
