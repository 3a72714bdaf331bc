import { offersQueryOptions } from '../../features/offers/api/loy-get-promotions-admin';
import { OffersScreen } from '../../features/offers/components/offers-screen';
import { getActiveConfig } from '../../lib/app-settings';
import { getAppQueryClient } from '../../lib/query-client';

/** Starts the offers call as soon as the screen is chosen: its first picture is its largest paint. */
export function loader() {
  const client = getAppQueryClient();
  const config = getActiveConfig();
  if (client && config) void client.prefetchQuery(offersQueryOptions(config.clientId));
  return null;
}

export function Component() {
  return <OffersScreen />;
}
