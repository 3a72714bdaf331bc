import type { Tenant } from '../settings/tenants.repository';

/** Amounts are stored as integer fils (1/100 AED) and shown as AED with at most 2 decimals. */
export function filsToAed(fils: number): number {
  return Math.round(fils) / 100;
}

export function aedToFils(aed: number): number {
  return Math.round(aed * 100);
}

/** The AED value of a number of points under the tenant's rule, in fils. */
export function pointsValueFils(points: number, tenant: Tenant): number {
  return points * tenant.rules.pointValueFils;
}

/** Points a purchase earns: whole points per whole AED paid. */
export function pointsForPurchase(amountFils: number, tenant: Tenant): number {
  return Math.floor(amountFils / 100) * tenant.rules.pointsPerAed;
}

/** `2026-01-31` of an ISO timestamp (UTC). */
export function isoDay(timestamp: string): string {
  return timestamp.slice(0, 10);
}
