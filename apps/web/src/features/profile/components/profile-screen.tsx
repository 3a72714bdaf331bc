import { useState } from 'react';
import { MembershipCardModal } from '../../../components/membership-card';
import { AccountMenu } from './account-menu';
import { ProfileHeader } from './profile-header';
import { SocialLinksList } from './social-links-list';
import '../profile.css';

/** /profile (docs/wire-protocol.md §2 "Account menu"). */
export function ProfileScreen() {
  const [cardOpen, setCardOpen] = useState(false);
  return (
    <main className="page page--with-nav profile">
      <ProfileHeader onShowCard={() => setCardOpen(true)} />
      <AccountMenu />
      <SocialLinksList />
      <MembershipCardModal open={cardOpen} onClose={() => setCardOpen(false)} />
    </main>
  );
}
