import type { RouteObject } from 'react-router';
import { ComingNext } from '../shell/coming-next';

/** The screens under /settings, relative to it. */
export const settingsRoutes: RouteObject[] = [
  { index: true, element: <ComingNext title="Settings" /> },
];
