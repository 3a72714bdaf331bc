import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { useSession } from '../../lib/session';
import { historyQueryOptions } from './api/get-loy-points-history';
import { passedRow } from './bills';
import type { Purchase, Redemption } from './bills';
import { fourYears } from './period-range';

type Row<K> = K extends 'purchase' ? Purchase : Redemption;

export type TransactionLookup<K> =
  { status: 'ready'; row: Row<K> } | { status: 'loading' } | { status: 'missing' };

/**
 * The row a detail screen shows (docs/decisions/015-spec-readings.md): the one passed in navigation state; without
 * it (an address typed or shared) the bill is looked up in the last four years of history,
 * and only when it is not there is it 'missing' (the screen then goes to /history).
 */
export function useTransaction<K extends 'purchase' | 'redemption'>(
  kind: K,
  billref: string | undefined,
): TransactionLookup<K> {
  const location = useLocation();
  const { authUser } = useSession();
  const [today] = useState(() => new Date());
  const passed = passedRow(location.state, kind, billref);
  const search = useQuery({
    ...historyQueryOptions(authUser ?? { CUST_CODE: '' }, fourYears(today)),
    enabled: passed === undefined && authUser !== undefined && billref !== undefined,
  });

  if (passed) return { status: 'ready', row: passed };
  if (billref === undefined || search.isError) return { status: 'missing' };
  if (search.isPending) return { status: 'loading' };
  const rows: (Purchase | Redemption)[] =
    kind === 'purchase' ? search.data.purchases : search.data.redemptions;
  const found = rows.find((row) => row.billref === billref);
  return found ? { status: 'ready', row: found as Row<K> } : { status: 'missing' };
}
