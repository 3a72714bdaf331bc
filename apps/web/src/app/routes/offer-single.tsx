import { OfferDetail } from '../../features/offers/components/offer-detail';

export function Component() {
  return <OfferDetail />;
}
