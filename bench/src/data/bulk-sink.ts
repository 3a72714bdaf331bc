export type ColumnType = 'int' | 'text';

export interface TableSpec {
  name: string;
  columns: readonly (readonly [string, ColumnType])[];
}

export type Row = (string | number | null)[];

/**
 * Where the bulk seeder writes rows: many rows per statement, one transaction until `commit`.
 * Kept apart from the server's repositories on purpose: one row at a time through Kysely would
 * take hours for two million bills.
 */
export interface BulkSink {
  write(table: TableSpec, rows: Row[]): Promise<void>;
  commit(): Promise<void>;
  /** After the load: sequences past the explicit ids, planner statistics. */
  finish(): Promise<void>;
  close(): Promise<void>;
}

const customerColumns = [
  'tenant_id',
  'cust_code',
  'card_no',
  'first_name',
  'last_name',
  'email',
  'mobile',
  'birth_date',
  'gender',
  'nationality',
  'country_code',
  'country',
  'city_code',
  'city',
  'area_code',
  'area',
  'addr1',
  'addr2',
  'addr3',
  'comp_name',
  'profile_image',
  'card_type',
] as const;

const isInt = (name: string) => name.endsWith('_id') || name === 'id';

export const TABLES = {
  customers: {
    name: 'customers',
    columns: [
      ['id', 'int'],
      ...customerColumns.map((c) => [c, isInt(c) ? 'int' : 'text'] as const),
      ['points_balance', 'int'],
      ['points_expired', 'int'],
      ['password_hash', 'text'],
      ['created_at', 'text'],
      ['updated_at', 'text'],
    ],
  },
  bills: {
    name: 'bills',
    columns: [
      ['id', 'int'],
      ['tenant_id', 'int'],
      ['customer_id', 'int'],
      ['bill_ref', 'text'],
      ['amount_fils', 'int'],
      ['points_earned', 'int'],
      ['tran_date', 'text'],
      ['created_at', 'text'],
    ],
  },
  billLines: {
    name: 'bill_lines',
    columns: [
      ['bill_id', 'int'],
      ['line_no', 'int'],
      ['barcode', 'text'],
      ['description', 'text'],
      ['quantity', 'int'],
      ['price_fils', 'int'],
    ],
  },
  vouchers: {
    name: 'vouchers',
    columns: [
      ['tenant_id', 'int'],
      ['customer_id', 'int'],
      ['code', 'text'],
      ['value_fils', 'int'],
      ['points_cost', 'int'],
      ['source', 'text'],
      ['status', 'text'],
      ['issued_bill_id', 'int'],
      ['redeemed_bill_id', 'int'],
      ['redeemed_at', 'text'],
      ['created_at', 'text'],
      ['expires_at', 'text'],
    ],
  },
  ledger: {
    name: 'ledger_entries',
    columns: [
      ['customer_id', 'int'],
      ['kind', 'text'],
      ['points', 'int'],
      ['reference', 'text'],
      ['created_at', 'text'],
    ],
  },
} satisfies Record<string, TableSpec>;
