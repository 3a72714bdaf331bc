import { MyProfileScreen } from '../../features/profile/components/my-profile-screen';

export function Component() {
  return <MyProfileScreen />;
}
