/**
 * The admin API's schemas (`/api/admin/`): the retailer's console and back-office tools. A
 * separate entry, so the customer app never bundles them.
 */
export * from './common';
export * from './auth';
export * from './customers';
export * from './bills';
export * from './vouchers';
export * from './settings';
export * from './feedback';
export * from './content';
export * from './staff';
export * from './reports';
export * from './till';
