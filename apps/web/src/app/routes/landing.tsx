import { Landing } from '../../features/shell/components/landing';

export function Component() {
  return <Landing />;
}
