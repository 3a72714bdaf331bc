import type { QueryClient } from '@tanstack/react-query';
import { homePromotionsQueryOptions } from './api/loy-get-promotions';

/**
 * Starts the call /home shows first (the offers, whose first picture is the screen's largest
 * paint) as soon as the screen is chosen, rather than once all of it has rendered. The
 * screen's own query then finds it under way (or answered from the page itself). The points
 * wait for the first paint instead (see HomeHeader).
 */
export function prefetchHome(client: QueryClient, clientId: string): void {
  void client.prefetchQuery(homePromotionsQueryOptions(clientId));
}
