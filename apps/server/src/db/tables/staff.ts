import type { Generated } from 'kysely';
import type { Flag, Timestamp } from './column-types';

export const STAFF_ROLES = ['owner', 'manager', 'cashier'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export interface StaffTable {
  id: Generated<number>;
  tenant_id: number;
  /** Stored lower-cased, unique within the programme. */
  email: string;
  name: string;
  role: StaffRole;
  /** argon2id; empty until an invited member sets a password. */
  password_hash: Generated<string>;
  active: Generated<Flag>;
  /** Base32 TOTP secret once confirmed; empty without a second factor. */
  totp_secret: Generated<string>;
  /** A secret offered for enrolment, not yet confirmed by a code. */
  totp_pending: Generated<string>;
  last_sign_in_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface StaffSessionsTable {
  /** SHA-256 of the cookie value. */
  id_hash: string;
  staff_id: number;
  tenant_id: number;
  created_at: Timestamp;
  last_seen_at: Timestamp;
  expires_at: Timestamp;
}

export interface StaffLinksTable {
  /** SHA-256 of the token in the mailed link. */
  token_hash: string;
  staff_id: number;
  purpose: 'invite' | 'reset';
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export interface TillKeysTable {
  id: Generated<number>;
  tenant_id: number;
  name: string;
  /** SHA-256 of the key, which is shown once. */
  key_hash: string;
  created_by: number | null;
  created_at: Timestamp;
  last_used_at: Timestamp | null;
  revoked_at: Timestamp | null;
}

export type AuditActorKind = 'staff' | 'key' | 'cli';

export interface AuditLogTable {
  id: Generated<number>;
  tenant_id: number;
  at: Timestamp;
  actor_kind: AuditActorKind;
  actor_id: number | null;
  actor_name: string;
  actor_role: string;
  action: string;
  entity: Generated<string>;
  entity_id: Generated<string>;
  customer_id: number | null;
  /** JSON of the values before and after; `{}` when there is no such side. */
  before_json: string;
  after_json: string;
  client_address: Generated<string>;
}
