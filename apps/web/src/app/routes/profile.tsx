import { ProfileScreen } from '../../features/profile/components/profile-screen';

export function Component() {
  return <ProfileScreen />;
}
