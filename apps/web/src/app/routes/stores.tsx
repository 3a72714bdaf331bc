import { StoresScreen } from '../../features/stores/components/stores-screen';

export function Component() {
  return <StoresScreen />;
}
