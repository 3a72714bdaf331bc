import type { RouteObject } from 'react-router';
import { AuditPage } from './audit-page';

/** The screens under /audit, relative to it. */
export const auditRoutes: RouteObject[] = [{ index: true, element: <AuditPage /> }];
