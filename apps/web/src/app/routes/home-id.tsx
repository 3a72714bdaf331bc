import { CardScreen } from '../../features/home/components/card-screen';

export function Component() {
  return <CardScreen />;
}
