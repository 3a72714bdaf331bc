import type { RouteObject } from 'react-router';
import { ComingNext } from '../shell/coming-next';

/** The screens under /customers, relative to it. */
export const customersRoutes: RouteObject[] = [
  { index: true, element: <ComingNext title="Customers" /> },
];
