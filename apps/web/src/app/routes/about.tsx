import { AboutScreen } from '../../features/about/components/about-screen';

export function Component() {
  return <AboutScreen />;
}
