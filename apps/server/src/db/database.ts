import type { AreasTable, CitiesTable, CountriesTable } from './tables/geography';
import type {
  CustomersTable,
  EmailChangesTable,
  OtpsTable,
  ResetGrantsTable,
  ResetTriesTable,
  SessionsTable,
} from './tables/accounts';
import type { LedgerEntriesTable } from './tables/ledger';
import type { OutboxTable } from './tables/mail';
import type { RateLimitsTable } from './tables/rate-limits';
import type { TenantOriginsTable, TenantsTable } from './tables/settings';
import type {
  AuditLogTable,
  StaffLinksTable,
  StaffSessionsTable,
  StaffTable,
  TillKeysTable,
} from './tables/staff';

/**
 * Every table, one file per module under `tables/`; the running programme's tables join by
 * declaration merging (`programme-tables.ts`).
 */
export interface Database {
  tenants: TenantsTable;
  tenant_origins: TenantOriginsTable;
  customers: CustomersTable;
  ledger_entries: LedgerEntriesTable;
  sessions: SessionsTable;
  otps: OtpsTable;
  rate_limits: RateLimitsTable;
  reset_grants: ResetGrantsTable;
  reset_tries: ResetTriesTable;
  outbox: OutboxTable;
  email_changes: EmailChangesTable;
  countries: CountriesTable;
  cities: CitiesTable;
  areas: AreasTable;
  staff: StaffTable;
  staff_sessions: StaffSessionsTable;
  staff_links: StaffLinksTable;
  till_keys: TillKeysTable;
  audit_log: AuditLogTable;
}

export type Dialect = 'sqlite' | 'postgres';
