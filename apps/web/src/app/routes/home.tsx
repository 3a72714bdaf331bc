import { HomeScreen } from '../../features/home/components/home-screen';

export function Component() {
  return <HomeScreen />;
}
