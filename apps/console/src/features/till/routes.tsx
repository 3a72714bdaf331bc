import type { RouteObject } from 'react-router';
import { TillPage } from './till-page';

/** The screens under /till, relative to it. */
export const tillRoutes: RouteObject[] = [{ index: true, element: <TillPage /> }];
