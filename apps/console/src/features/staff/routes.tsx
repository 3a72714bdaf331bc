import type { RouteObject } from 'react-router';
import { ComingNext } from '../shell/coming-next';

/** The screens under /staff, relative to it. */
export const staffRoutes: RouteObject[] = [
  { index: true, element: <ComingNext title="Staff and keys" /> },
];
