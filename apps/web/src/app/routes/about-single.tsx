import { AboutSingle } from '../../features/about/components/about-single';

export function Component() {
  return <AboutSingle />;
}
