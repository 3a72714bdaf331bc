import type { RouteObject } from 'react-router';
import { ComingNext } from '../shell/coming-next';

/** The screens under /vouchers, relative to it. */
export const vouchersRoutes: RouteObject[] = [
  { index: true, element: <ComingNext title="Vouchers" /> },
];
