import type { Generated } from 'kysely';
import type { Timestamp } from './column-types';

export interface CustomersTable {
  id: Generated<number>;
  tenant_id: number;
  cust_code: string;
  card_no: string;
  first_name: string;
  last_name: string;
  /** Stored lower-cased: e-mail addresses are compared without case. */
  email: string;
  mobile: string;
  birth_date: string;
  gender: string;
  nationality: string;
  country_code: string;
  country: string;
  city_code: string;
  city: string;
  area_code: string;
  area: string;
  addr1: string;
  addr2: string;
  addr3: string;
  comp_name: string;
  profile_image: string;
  card_type: string;
  points_balance: Generated<number>;
  /** Points lost to expiry so far: minus the sum of the customer's `expire` entries. */
  points_expired: Generated<number>;
  password_hash: string;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** When staff blocked sign-in; null while the customer may sign in. */
  blocked_at: Generated<Timestamp | null>;
  /** When the personal data was erased on request; the ledger stays, anonymised. */
  erased_at: Generated<Timestamp | null>;
  /** The language the customer chose in the app, 'en' or 'ar'; null until they choose. */
  language: Generated<CustomerLanguage | null>;
}

export type CustomerLanguage = 'en' | 'ar';

export interface SessionsTable {
  /** SHA-256 of the cookie value; the value itself is never stored. */
  id_hash: string;
  customer_id: number;
  tenant_id: number;
  created_at: Timestamp;
  expires_at: Timestamp;
}

export interface OtpsTable {
  id: Generated<number>;
  tenant_id: number;
  email: string;
  code_hash: string;
  salt: string;
  attempts: Generated<number>;
  expires_at: Timestamp;
  verified_at: Timestamp | null;
  created_at: Timestamp;
}

export interface ResetGrantsTable {
  /** SHA-256 of the reset cookie's token; the token itself is never stored. */
  token_hash: string;
  tenant_id: number;
  customer_id: number;
  email: string;
  expires_at: Timestamp;
  created_at: Timestamp;
}

export interface ResetTriesTable {
  id: Generated<number>;
  tenant_id: number;
  email: string;
  tried_at: Timestamp;
}

/** A new e-mail address waiting for its owner to open the link mailed to it. */
export interface EmailChangesTable {
  id: Generated<number>;
  customer_id: number;
  tenant_id: number;
  new_email: string;
  token_hash: string;
  expires_at: Timestamp;
  created_at: Timestamp;
}
