import type { RouteObject } from 'react-router';
import { FeedbackPage } from './feedback-page';

/** The screens under /feedback, relative to it. */
export const feedbackRoutes: RouteObject[] = [{ index: true, element: <FeedbackPage /> }];
