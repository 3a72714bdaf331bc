import type { RouteObject } from 'react-router';
import { ComingNext } from '../shell/coming-next';

/** The screens under /content, relative to it. */
export const contentRoutes: RouteObject[] = [
  { index: true, element: <ComingNext title="Content" /> },
];
