import type { Generated } from 'kysely';

/**
 * Tables of the running programme (bills, vouchers, content, feedback), created by migrations
 * 003 and 004. They join the `Database` interface by declaration merging, so the core schema
 * file stays as it is.
 */

type Timestamp = string;
type Flag = number;

export interface BillsTable {
  id: Generated<number>;
  tenant_id: number;
  customer_id: number;
  bill_ref: string;
  /** What the customer paid, in fils (1/100 AED). */
  amount_fils: number;
  points_earned: number;
  tran_date: Timestamp;
  created_at: Timestamp;
  /** When staff reversed the bill; null while it stands. */
  reversed_at: Generated<Timestamp | null>;
}

export interface BillLinesTable {
  id: Generated<number>;
  bill_id: number;
  line_no: number;
  barcode: string;
  description: string;
  quantity: number;
  /** Unit price in fils. */
  price_fils: number;
}

export type VoucherSource = 'points' | 'external' | 'bill';
export type VoucherStatus = 'new' | 'used';

export interface VouchersTable {
  id: Generated<number>;
  tenant_id: number;
  /** Null for a code the retailer issued that nobody has claimed yet. */
  customer_id: number | null;
  code: string;
  value_fils: number;
  /** Points the customer gave for it (0 for codes and vouchers issued on a bill). */
  points_cost: number;
  source: VoucherSource;
  /** 'expired' is not stored: a new voucher past `expires_at` is expired. */
  status: VoucherStatus;
  issued_bill_id: number | null;
  redeemed_bill_id: number | null;
  redeemed_at: Timestamp | null;
  claimed_at: Timestamp | null;
  transferred_from: number | null;
  created_at: Timestamp;
  expires_at: Timestamp;
  /** When it was voided: an unclaimed code voided with its batch, or a voucher of a reversed
   * bill (which also expires at that moment). A voided voucher cannot be claimed or used. */
  voided_at: Generated<Timestamp | null>;
  /** The batch a claim code was issued in (migration 014); null for other vouchers. */
  batch_id: Generated<number | null>;
}

export interface VoucherBatchesTable {
  id: Generated<number>;
  tenant_id: number;
  name: string;
  value_fils: number;
  valid_days: number;
  issued: number;
  /** Who issued it, as the audit log names them. */
  created_by: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  voided_at: Timestamp | null;
}

export interface IdempotencyKeysTable {
  scope: string;
  /** Who the key belongs to: `customer:<id>` or `tenant:<id>`. */
  owner: string;
  idem_key: string;
  request_hash: string;
  /** The first answer, JSON; replayed for a retry. */
  answer: string | null;
  created_at: Timestamp;
}

export interface PromotionsTable {
  id: Generated<number>;
  tenant_id: number;
  promo_code: string;
  title: string;
  description: string;
  /** Arabic beside the English (migration 019); '' for none. */
  title_ar: Generated<string>;
  description_ar: Generated<string>;
  flyer: string;
  /** YYYY-MM-DD, inclusive. */
  valid_from: string;
  valid_to: string;
  enabled: Flag;
  created_at: Timestamp;
}

export interface PromotionImagesTable {
  promotion_id: number;
  position: number;
  file_name: string;
}

export interface StoresTable {
  id: Generated<number>;
  tenant_id: number;
  position: number;
  loc_name: string;
  address: string;
  loc_name_ar: Generated<string>;
  address_ar: Generated<string>;
  phone: string;
}

export interface TenantContactsTable {
  tenant_id: number;
  message: string;
  message_ar: Generated<string>;
  phone: string;
  email: string;
}

export interface SocialLinksTable {
  id: Generated<number>;
  tenant_id: number;
  position: number;
  name: string;
  link: string;
  valid: Flag;
}

export interface BrochuresTable {
  tenant_id: number;
  file_name: string;
  updated_at: Timestamp;
}

export interface AboutSectionsTable {
  id: Generated<number>;
  tenant_id: number;
  position: number;
  heading: string;
  content: string;
  heading_ar: Generated<string>;
  content_ar: Generated<string>;
}

export interface RatingQuestionsTable {
  id: Generated<number>;
  tenant_id: number;
  position: number;
  description: string;
  second_language: string;
  rating_type: 'Star' | 'Emoji';
  published: Flag;
}

export interface RatingOptionsTable {
  id: Generated<number>;
  question_id: number;
  index_num: number;
  options_desc: string;
  options_desc2: string;
}

export interface FeedbackRatingsTable {
  id: Generated<number>;
  tenant_id: number;
  customer_id: number;
  question_id: number;
  option_id: number;
  other_feedback: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** Changes with any write to what a customer's history shows (migration 020). */
export interface HistoryVersionsTable {
  customer_id: number;
  version: number;
}

declare module './database' {
  interface Database {
    bills: BillsTable;
    history_versions: HistoryVersionsTable;
    bill_lines: BillLinesTable;
    vouchers: VouchersTable;
    voucher_batches: VoucherBatchesTable;
    idempotency_keys: IdempotencyKeysTable;
    promotions: PromotionsTable;
    promotion_images: PromotionImagesTable;
    stores: StoresTable;
    tenant_contacts: TenantContactsTable;
    social_links: SocialLinksTable;
    brochures: BrochuresTable;
    about_sections: AboutSectionsTable;
    rating_questions: RatingQuestionsTable;
    rating_options: RatingOptionsTable;
    feedback_ratings: FeedbackRatingsTable;
  }
}
