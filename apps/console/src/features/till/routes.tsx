import type { RouteObject } from 'react-router';
import { ComingNext } from '../shell/coming-next';

/** The screens under /till, relative to it. */
export const tillRoutes: RouteObject[] = [{ index: true, element: <ComingNext title="Till" /> }];
