import type { RouteObject } from 'react-router';
import { ComingNext } from '../shell/coming-next';

/** The screens under /feedback, relative to it. */
export const feedbackRoutes: RouteObject[] = [
  { index: true, element: <ComingNext title="Feedback" /> },
];
