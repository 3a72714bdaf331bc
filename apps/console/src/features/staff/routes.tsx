import type { RouteObject } from 'react-router';
import { StaffPage } from './staff-page';

/** The screens under /staff, relative to it. */
export const staffRoutes: RouteObject[] = [{ index: true, element: <StaffPage /> }];
