import { Refusal } from '../../ledger/refusal';
import type { ServiceDeps } from '../../ledger/service-deps';
import { SerialisedAnswer } from '../../lib/serialised-answer';
import {
  historyBytes,
  historyGzip,
  historyLength,
  historyJson,
  historyParts,
  historyPieces,
  type HistoryParts,
} from './history-answer';
import { historyCache, type HistoryCache } from './history-cache';
import { historyRepository, type Period } from './history.repository';

/** The longest period one request may ask for (the app's longest choice is four years). */
const MAX_DAYS = 5 * 366;
const DAY_MS = 86_400_000;
/**
 * A customer with more bills than this is read period by period, never kept whole: loading
 * all of it to answer one month would cost more than the month.
 */
export const MAX_KEPT_BILLS = 20_000;
/** Bounds of a period that holds every stored time. */
const ALL_TIME = { from: '0000-01-01T00:00:00.000Z', to: '9999-12-31T00:00:00.000Z' };

function period(fromDate: string, toDate: string): { from: string; to: string } {
  const from = Date.parse(`${fromDate.slice(0, 10)}T00:00:00Z`);
  const to = Date.parse(`${toDate.slice(0, 10)}T00:00:00Z`) + DAY_MS;
  if (to <= from) throw new Refusal('BAD_PERIOD', 'FROM_DATE must not be after TO_DATE.');
  if (to - from > MAX_DAYS * DAY_MS) {
    throw new Refusal('BAD_PERIOD', 'Ask for at most five years of history at a time.');
  }
  return { from: new Date(from).toISOString(), to: new Date(to).toISOString() };
}

/** Whose history: `version` when it was read in this request (with the session), else read. */
export interface HistoryCustomer {
  id: number;
  custCode: string;
  version?: number | undefined;
}

/**
 * GetLoyPoints CUSTOMER_HISTORY: separate lists joined by BILLREF (docs/wire-protocol.md §3
 * "Bill"). A customer's whole history is kept as answer parts (`history-cache.ts`) and each
 * request checks it with one read of the customer's history version, which the database
 * changes with any write to it, from any server: a kept history is never served stale.
 */
export function historyService(
  deps: ServiceDeps,
  cache: HistoryCache = historyCache(),
  maxKeptBills = MAX_KEPT_BILLS,
) {
  const repo = historyRepository(deps.db, deps.dialect);

  const read = async (p: Period, custCode: string): Promise<HistoryParts> => {
    const [bills, lines, issued, redeemed] = await Promise.all([
      repo.bills(p),
      repo.lines(p),
      repo.issuedVouchers(p),
      repo.redeemedVouchers(p),
    ]);
    return historyParts({ bills, lines, issued, redeemed }, custCode);
  };

  const partsFor = async (customer: HistoryCustomer, p: Period) => {
    // Read before the rows: a write after it leaves the rows newer than the version they
    // are kept under, and the next request, seeing the new version, reads them again.
    const version = customer.version ?? (await repo.version(customer.id));
    const found = cache.find(customer.id, version, customer.custCode);
    if (found) return { parts: found, kept: true };
    if ((await repo.billCount(customer.id)) > maxKeptBills) {
      return { parts: await read(p, customer.custCode), kept: false };
    }
    const parts = await cache.load(customer.id, version, customer.custCode, () =>
      read({ customerId: customer.id, ...ALL_TIME }, customer.custCode),
    );
    return { parts, kept: true };
  };

  return {
    async history(
      customer: HistoryCustomer,
      fromDate: string,
      toDate: string,
    ): Promise<SerialisedAnswer> {
      const p = { customerId: customer.id, ...period(fromDate, toDate) };
      const { parts, kept } = await partsFor(customer, p);
      const pieces = historyPieces(parts, p.from, p.to);
      return new SerialisedAnswer(
        () => historyBytes(pieces),
        historyLength(pieces),
        (edge) => JSON.parse(historyJson(parts, p.from, p.to, edge)),
        // Months read for one answer only would be compressed for it alone: sent plain.
        kept ? () => historyGzip(pieces) : undefined,
      );
    },
  };
}
