import { useState } from 'react';
import { Avatar } from '../../../components/avatar';
import { BackLink } from '../../../components/back-link';
import { Skeleton } from '../../../components/skeleton';
import { useCustomerPoints } from '../../../api/customer-points';
import { tProfile } from '../../../i18n/profile';
import { CONTACT_FIELDS, PERSONAL_FIELDS } from '../profile-fields';
import type { ProfileField } from '../profile-fields';
import { ProfileEditModal } from './profile-edit-modal';
import { CurrencyRow, ProfileSection } from './profile-rows';
import '../profile.css';

/** /my-profile (docs/wire-protocol.md §2 "My account"): shown once the customer's record (COUNTRY) is there. */
export function MyProfileScreen() {
  const customer = useCustomerPoints().data ?? undefined;
  const [editing, setEditing] = useState<ProfileField>();

  return (
    <main className="page page--with-nav my-profile">
      <BackLink to="/profile" label={tProfile('myProfile.back')} />
      {!customer?.COUNTRY ? (
        <div
          className="my-profile__loading"
          aria-busy="true"
          aria-label={tProfile('myProfile.loading')}
        >
          <Skeleton shape="circle" width="96px" height="96px" />
          <Skeleton width="60%" height="28px" />
          <Skeleton shape="card" height="240px" />
        </div>
      ) : (
        <>
          <header className="my-profile__header">
            <Avatar image={customer.PROFILE_IMAGE} name={customer.CUST_NAME} size={96} />
            <h1 className="my-profile__name" data-testid="my-profile-name">
              <bdi>{customer.CUST_NAME}</bdi>
            </h1>
          </header>
          <ProfileSection
            title={tProfile('myProfile.personal')}
            fields={PERSONAL_FIELDS}
            customer={customer}
            onEdit={setEditing}
          />
          <ProfileSection
            title={tProfile('myProfile.contact')}
            fields={CONTACT_FIELDS}
            customer={customer}
            onEdit={setEditing}
          >
            <CurrencyRow />
          </ProfileSection>
          <ProfileEditModal field={editing} onClose={() => setEditing(undefined)} />
        </>
      )}
    </main>
  );
}
