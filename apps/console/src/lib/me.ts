import { staffMe } from '@loyalty/contract/admin';
import { queryOptions } from '@tanstack/react-query';
import { adminCall } from './api';

/** The signed-in member (GET /api/admin/me): who they are, their role, their programme. */
export const meQuery = queryOptions({
  queryKey: ['me'],
  queryFn: ({ signal }) => adminCall('GET', '/me', { answer: staffMe, signal }),
  staleTime: 5 * 60_000,
});
