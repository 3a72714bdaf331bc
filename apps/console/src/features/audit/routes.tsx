import type { RouteObject } from 'react-router';
import { ComingNext } from '../shell/coming-next';

/** The screens under /audit, relative to it. */
export const auditRoutes: RouteObject[] = [
  { index: true, element: <ComingNext title="Audit log" /> },
];
