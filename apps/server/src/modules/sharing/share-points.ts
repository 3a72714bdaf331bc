import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { requireStorable } from '../../db/whole-numbers';
import { claimStep, type ClaimWithAnswer } from '../../ledger/one-statement';
import '../../db/tables/notifications';

export interface Share {
  tenantId: number;
  senderId: number;
  senderCode: string;
  /** The receiver as the request names them, normalised: both must match, as on SQLite. */
  receiverEmail: string;
  receiverMobile: string;
  points: number;
  at: string;
}

/**
 * PostgreSQL: points sent as one statement (`ledger/one-statement.ts`): the receiver found by
 * e-mail and mobile in the sender's programme (never the sender), both customers' rows locked
 * in ascending id order (so two sends in opposite directions cannot deadlock), the sender's
 * guarded move, the receiver's, an entry for each, the receiver's notification and the key's
 * claim. The count in `sent` is uncorrelated, so it runs (and locks both rows) before the
 * update. False when refused: no such receiver, or the sender has too few points; the caller
 * tells which. Finding the receiver here rather than before saves a round trip per send.
 */
export async function sharePointsStatement(
  db: Kysely<Database>,
  s: Share,
  claim: ClaimWithAnswer | undefined,
): Promise<boolean> {
  requireStorable(s.points);
  const told = JSON.stringify({ points: s.points, reference: s.senderCode });
  const { rows } = await sql<{ customer_id: number }>`
    with receiver as (
      select id, cust_code from customers
      where tenant_id = ${s.tenantId} and email = ${s.receiverEmail}
        and mobile = ${s.receiverMobile} and id <> ${s.senderId}
    ), locked as (
      select id from customers
      where id = ${s.senderId} or id in (select id from receiver)
      order by id for update
    ), sent as (
      update customers set points_balance = points_balance - ${s.points}
      where id = ${s.senderId} and points_balance - ${s.points} >= 0
        and (select count(id) from locked) = 2
      returning id
    ), received as (
      update customers set points_balance = points_balance + ${s.points}
      where id in (select id from receiver) and exists (select 1 from sent)
      returning id
    ), sent_entry as (
      insert into ledger_entries (customer_id, kind, points, reference, created_at)
      select sent.id, 'send', ${-s.points}, 'To ' || receiver.cust_code, ${s.at}
      from sent, receiver
      returning customer_id
    ), received_entry as (
      insert into ledger_entries (customer_id, kind, points, reference, created_at)
      select id, 'receive', ${s.points}, ${`From ${s.senderCode}`}, ${s.at} from received
      returning customer_id
    ), told as (
      insert into notifications (customer_id, kind, data_json, created_at, read_at)
      select customer_id, 'points-received', ${told}, ${s.at}, null from received_entry
      returning id
    ), ${claimStep('received_entry', claim, s.at)}
    select received_entry.customer_id from received_entry, sent_entry
  `.execute(db);
  return rows.length === 1;
}
