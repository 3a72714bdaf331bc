import type { Generated } from 'kysely';

/** The member's inbox (migration 015): one row per event, kind-specific data as JSON. */
export interface NotificationsTable {
  id: Generated<number>;
  customer_id: number;
  kind: string;
  data_json: string;
  created_at: string;
  read_at: string | null;
}

declare module '../database' {
  interface Database {
    notifications: NotificationsTable;
  }
}
