import type { RouteObject } from 'react-router';
import { CustomerPage } from './customer-page';
import { CustomerSearchPage } from './customer-search-page';

/** The screens under /customers, relative to it. */
export const customersRoutes: RouteObject[] = [
  { index: true, element: <CustomerSearchPage /> },
  { path: ':customerId', element: <CustomerPage /> },
];
