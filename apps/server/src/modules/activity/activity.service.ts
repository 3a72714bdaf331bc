import type { ActivityKind, ResponseInput } from '@loyalty/contract';
import type { ServiceDeps } from '../../ledger/service-deps';
import { compareMoves, readCursor, writeCursor, type ActivityCursor } from './activity-cursor';
import { activityRepository, type LedgerMove } from './activity.repository';

type ActivityAnswer = ResponseInput<'LoyActivity'>;
type Move = NonNullable<ActivityAnswer['DATA']>[number];

export const DEFAULT_PAGE = 20;

const after = (prefix: string, reference: string | null) =>
  reference?.startsWith(prefix) ? reference.slice(prefix.length) : undefined;

/** What a ledger entry was, told by its kind, sign and the reference the writer gave it. */
function ledgerMove(e: LedgerMove, names: Map<string, string>): Move {
  const base = { ID: `L${e.id}`, POINTS: e.points, AT: e.at };
  const billRef = (ref: string | undefined) => (ref === undefined ? {} : { BILL_REF: ref });
  const name = (code: string | undefined) => {
    const first = code === undefined ? undefined : names.get(code);
    return first ? { OTHER_NAME: first } : {};
  };
  switch (e.kind) {
    case 'earn':
      return e.points < 0
        ? {
            ...base,
            KIND: 'reverse',
            ...billRef(after('Bill ', e.reference)?.replace(/ reversed$/, '')),
          }
        : { ...base, KIND: 'earn', ...billRef(after('Bill ', e.reference)) };
    case 'redeem': {
      const code = after('Voucher ', e.reference);
      return { ...base, KIND: 'voucher', ...(code === undefined ? {} : { VOUCHER_CODE: code }) };
    }
    case 'send':
      return { ...base, KIND: 'send', ...name(after('To ', e.reference)) };
    case 'receive':
      return { ...base, KIND: 'receive', ...name(after('From ', e.reference)) };
    case 'adjust':
      return { ...base, KIND: 'adjust', ...(e.reference ? { REASON: e.reference } : {}) };
    case 'expire':
      return { ...base, KIND: 'expire' };
  }
}

/** LoyActivity: every move of the customer's points and vouchers, newest first, a page at a time. */
export function activityService(deps: ServiceDeps) {
  return {
    async page(
      tenantId: number,
      customerId: number,
      cursor: string | undefined,
      size = DEFAULT_PAGE,
    ): Promise<ActivityAnswer> {
      const from = readCursor(cursor);
      const repo = activityRepository(deps.db);
      // One more than a page from each source tells whether another page follows.
      const ledger = await repo.ledgerPage(customerId, from, size + 1);
      const vouchers = await repo.voucherPage(customerId, from, size + 1);
      const codes = ledger
        .map((e) => after(e.kind === 'send' ? 'To ' : 'From ', e.reference))
        .filter((code): code is string => code !== undefined);
      const names = await repo.firstNames(tenantId, [...new Set(codes)]);
      type Keyed = { key: ActivityCursor; move: Move };
      const all: Keyed[] = [
        ...ledger.map((e) => ({
          key: { at: e.at, source: 'L' as const, id: e.id },
          move: ledgerMove(e, names),
        })),
        ...vouchers.map((v) => {
          const kind: ActivityKind = v.outgoing ? 'voucher-sent' : 'voucher-received';
          const move: Move = {
            ID: `V${v.id}`,
            KIND: kind,
            POINTS: 0,
            AT: v.at,
            VOUCHER_CODE: v.code,
          };
          if (v.otherName) move.OTHER_NAME = v.otherName;
          return { key: { at: v.at, source: 'V' as const, id: v.id }, move };
        }),
      ].sort((a, b) => compareMoves(a.key, b.key));
      const page = all.slice(0, size);
      const last = page.at(-1);
      return {
        STATUS: true,
        MESSAGE: '',
        DATA: page.map((k) => k.move),
        ...(all.length > size && last ? { NEXT_CURSOR: writeCursor(last.key) } : {}),
      };
    },
  };
}
