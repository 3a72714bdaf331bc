import type { ReactNode } from 'react';
import type { Screen } from '../../lib/navigation';
import { useMe } from './use-me';

/** A screen for the roles that may use it; anyone else is told so (the API refuses them too). */
export function RoleGate({ screen, children }: { screen: Screen; children: ReactNode }) {
  const me = useMe();
  if (screen.roles.includes(me.role)) return children;
  return (
    <>
      <h1>{screen.label}</h1>
      <p>This screen is not part of your role. Ask the programme&apos;s owner if you need it.</p>
    </>
  );
}
