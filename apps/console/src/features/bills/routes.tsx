import type { RouteObject } from 'react-router';
import { ComingNext } from '../shell/coming-next';

/** The screens under /bills, relative to it. */
export const billsRoutes: RouteObject[] = [{ index: true, element: <ComingNext title="Bills" /> }];
