import { GuestBackLink } from '../../../components/guest-back-link';
import { EmptyState } from '../../../components/empty-state';
import { OfflineNotice, isUnreachable } from '../../../components/offline-notice';
import { Skeleton, SkeletonGroup } from '../../../components/skeleton';
import { telHref } from '../../../lib/format';
import { tStores } from '../../../i18n/stores';
import { useStores } from '../api/loy-get-location-details';
import { mapsUrl } from '../maps-link';
import '../stores.css';
import { MapPinIcon, PhoneIcon } from '../../../components/icons';
import { ScreenTitle } from '../../../components/screen-title';
import { contentText } from '../../../i18n/content';

/** /stores: name, address (opens in maps) and 'Contact Details' with the phone. */
export function StoresScreen() {
  const stores = useStores();
  // docs/wire-protocol.md §8: a failed fetch shows the list empty, without a message.
  const list = stores.isError ? [] : stores.data;
  return (
    <main className="page page--with-nav">
      <GuestBackLink />
      <ScreenTitle>{tStores('stores.title')}</ScreenTitle>
      {isUnreachable(stores) ? (
        <OfflineNotice onRetry={() => stores.refetch()} />
      ) : list === undefined ? (
        <SkeletonGroup className="store-list" label={tStores('stores.loading')}>
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} shape="card" height="140px" />
          ))}
        </SkeletonGroup>
      ) : list.length === 0 ? (
        <EmptyState message={tStores('stores.empty')} />
      ) : (
        <ul className="store-list" data-testid="store-list">
          {list.map((store, index) => (
            <li key={`${store.loc_name}-${index}`} className="store">
              <StoreName english={store.loc_name} arabic={store.loc_nameAr} />
              {store.address && (
                <p className="store__address">
                  <a
                    href={mapsUrl(store.address)}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={tStores('stores.mapLabel', { name: store.loc_name })}
                    className="store__map"
                  >
                    <MapPinIcon />
                    <StoreAddress english={store.address} arabic={store.addressAr} />
                  </a>
                </p>
              )}
              {store.phone && (
                <div className="store__contact">
                  <h3 className="store__contact-title">{tStores('stores.contact')}</h3>
                  <a
                    href={telHref(store.phone)}
                    className="store__phone"
                    aria-label={tStores('stores.call', {
                      name: store.loc_name,
                      phone: store.phone,
                    })}
                  >
                    <PhoneIcon />
                    <span dir="ltr">{store.phone}</span>
                  </a>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}

/** A store's name in the customer's language where the programme wrote one. */
function StoreName({ english, arabic }: { english: string; arabic?: string }) {
  const name = contentText(english, arabic);
  return (
    <h2 className="store__name" lang={name.lang}>
      {name.text}
    </h2>
  );
}

function StoreAddress({ english, arabic }: { english: string; arabic?: string }) {
  const address = contentText(english, arabic);
  return <span lang={address.lang}>{address.text}</span>;
}
