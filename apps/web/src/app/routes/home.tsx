import { prefetchHome } from '../../features/home/prefetch-home';
import { HomeScreen } from '../../features/home/components/home-screen';
import { NextExpiry } from '../../features/expiry/components/next-expiry';
import { TierProgress } from '../../features/tiers/components/tier-progress';
import { vouchersQueryOptions } from '../../features/vouchers/api/get-voucher';
import { getActiveConfig } from '../../lib/app-settings';
import { getAppQueryClient } from '../../lib/query-client';

export function loader() {
  const client = getAppQueryClient();
  const config = getActiveConfig();
  if (client && config) prefetchHome(client, config.clientId);
  return null;
}

export function Component() {
  return (
    <HomeScreen
      readyVouchers={(user) => vouchersQueryOptions(user, 'new')}
      member={
        <>
          <TierProgress />
          <NextExpiry />
        </>
      }
    />
  );
}
