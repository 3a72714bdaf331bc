import { prefetchHome } from '../../features/home/prefetch-home';
import { HomeScreen } from '../../features/home/components/home-screen';
import { getActiveConfig } from '../../lib/app-settings';
import { getAppQueryClient } from '../../lib/query-client';
import { getSignedInUser } from '../../lib/session';

export function loader() {
  const client = getAppQueryClient();
  const config = getActiveConfig();
  if (client && config) prefetchHome(client, config.clientId, getSignedInUser());
  return null;
}

export function Component() {
  return <HomeScreen />;
}
