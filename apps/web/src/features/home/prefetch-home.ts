import type { QueryClient } from '@tanstack/react-query';
import { customerPointsQueryOptions } from '../../lib/customer-points';
import type { SignedInUser } from '../../lib/session';
import { homePromotionsQueryOptions } from './api/loy-get-promotions';

/**
 * Starts the calls /home shows first (the offers, whose first picture is the screen's largest
 * paint, and the points on the card) as soon as the screen is chosen, rather than once all of
 * it has rendered. The screen's own queries then find them under way.
 */
export function prefetchHome(
  client: QueryClient,
  clientId: string,
  user: SignedInUser | undefined,
): void {
  void client.prefetchQuery(homePromotionsQueryOptions(clientId));
  if (user) void client.prefetchQuery(customerPointsQueryOptions(user));
}
