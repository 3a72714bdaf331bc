import type { StaffRole } from '@loyalty/contract/admin';

/** A screen of the console and the roles that may use it. */
export interface Screen {
  path: string;
  label: string;
  roles: readonly StaffRole[];
}

const OFFICE = ['owner', 'manager'] as const;

/**
 * Every screen in the navigation's order (docs/decisions/017-admin-api.md "Who may call"): an
 * owner uses everything, a manager the customers, bills, content, vouchers and reports, a
 * cashier the till and the customer search.
 */
export const SCREENS: readonly Screen[] = [
  { path: '/', label: 'Dashboard', roles: OFFICE },
  { path: '/till', label: 'Till', roles: ['owner', 'cashier'] },
  { path: '/customers', label: 'Customers', roles: ['owner', 'manager', 'cashier'] },
  { path: '/bills', label: 'Bills', roles: OFFICE },
  { path: '/content', label: 'Content', roles: OFFICE },
  { path: '/vouchers', label: 'Vouchers', roles: OFFICE },
  { path: '/feedback', label: 'Feedback', roles: OFFICE },
  { path: '/audit', label: 'Audit log', roles: OFFICE },
  { path: '/staff', label: 'Staff and keys', roles: ['owner'] },
  { path: '/settings', label: 'Settings', roles: ['owner'] },
];

/** The screens a role may use, in the navigation's order. */
export function screensFor(role: StaffRole): Screen[] {
  return SCREENS.filter((screen) => screen.roles.includes(role));
}

/** Where a member lands after signing in without a page to return to. */
export function homeOf(role: StaffRole): string {
  return screensFor(role)[0]?.path ?? '/';
}

export const ROLE_NAMES: Record<StaffRole, string> = {
  owner: 'Owner',
  manager: 'Manager',
  cashier: 'Cashier',
};
