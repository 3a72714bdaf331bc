import type { StaffMe } from '@loyalty/contract/admin';
import { useQuery } from '@tanstack/react-query';
import { meQuery } from '../../lib/me';

/** The signed-in member inside the shell, whose loader has already fetched them. */
export function useMe(): StaffMe {
  const { data } = useQuery(meQuery);
  if (!data) throw new Error('useMe outside the signed-in shell');
  return data;
}
