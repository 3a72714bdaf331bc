import type { RouteObject } from 'react-router';
import { BillPage } from './bill-page';
import { BillSearchPage } from './bill-search-page';

/** The screens under /bills, relative to it. */
export const billsRoutes: RouteObject[] = [
  { index: true, element: <BillSearchPage /> },
  { path: ':billId', element: <BillPage /> },
];
