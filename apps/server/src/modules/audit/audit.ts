import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { AuditActorKind } from '../../db/tables/staff';

/** Who made a change: a signed-in staff member, a till key, or an operator at the command line. */
export interface Actor {
  kind: AuditActorKind;
  /** The staff member's or the key's id; null for the command line. */
  id: number | null;
  name: string;
  /** `owner`, `manager`, `cashier`, `till`, or `operator` for the command line. */
  role: string;
}

/** The actor of a change and where it came from, as every admin service receives it. */
export interface AuditContext {
  actor: Actor;
  /** The client address as the proxy settings resolve it; empty for the command line. */
  clientAddress: string;
}

export interface AuditEntry {
  /** Dotted verb: `customer.adjust`, `bill.reverse`, `staff.invite`, `settings.update`. */
  action: string;
  /** What was changed (`customer`, `bill`, `promotion`…) and its id. */
  entity?: string;
  entityId?: string | number;
  /** The customer the change concerns, when it concerns one. */
  customerId?: number | null;
  /**
   * Values before and after the change. Never personal data of a customer (names, e-mail,
   * mobile): an erasure must leave nothing of them here, so such fields are named, not valued.
   */
  before?: Record<string, unknown>;
  after?: Record<string, unknown>;
}

/**
 * Appends one entry to the audit log. Call it with the transaction that makes the change, so
 * the change and its record are written together or not at all.
 */
export async function recordAudit(
  db: Kysely<Database>,
  tenantId: number,
  who: AuditContext,
  entry: AuditEntry,
  at: Date,
): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      tenant_id: tenantId,
      at: at.toISOString(),
      actor_kind: who.actor.kind,
      actor_id: who.actor.id,
      actor_name: who.actor.name,
      actor_role: who.actor.role,
      action: entry.action,
      entity: entry.entity ?? '',
      entity_id: entry.entityId === undefined ? '' : String(entry.entityId),
      customer_id: entry.customerId ?? null,
      before_json: JSON.stringify(entry.before ?? {}),
      after_json: JSON.stringify(entry.after ?? {}),
      client_address: who.clientAddress,
    })
    .execute();
}

/** The command line's actor: the operator's name as given, or the system user's. */
export function operatorActor(name: string): AuditContext {
  return { actor: { kind: 'cli', id: null, name, role: 'operator' }, clientAddress: '' };
}
