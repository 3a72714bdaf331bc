import type { RouteObject } from 'react-router';
import { VouchersPage } from './vouchers-page';

/** The screens under /vouchers, relative to it. */
export const vouchersRoutes: RouteObject[] = [{ index: true, element: <VouchersPage /> }];
