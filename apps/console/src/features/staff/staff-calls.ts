import {
  staffMember,
  staffPage,
  tillKeyCreated,
  tillKeyInfo,
  tillKeyList,
} from '@loyalty/contract/admin';
import type { StaffRole, StaffUpdateRequest } from '@loyalty/contract/admin';
import { queryOptions } from '@tanstack/react-query';
import { adminCall } from '../../lib/api';
import { queryString } from '../../lib/list-params';

export const STAFF_PAGE_SIZE = 25;

/** A page of the programme's staff, active first (owners only). */
export const staffListQuery = (page: number) =>
  queryOptions({
    queryKey: ['staff', page],
    queryFn: ({ signal }) =>
      adminCall('GET', `/staff${queryString({ page, size: STAFF_PAGE_SIZE })}`, {
        answer: staffPage,
        signal,
      }),
    placeholderData: (previous) => previous,
  });

export const inviteStaff = (body: { email: string; name: string; role: StaffRole }) =>
  adminCall('POST', '/staff', { answer: staffMember, body });

export const updateStaff = ({ id, ...body }: StaffUpdateRequest & { id: number }) =>
  adminCall('PATCH', `/staff/${id}`, { answer: staffMember, body });

/** The till keys, newest first; never the keys themselves. */
export const keysQuery = queryOptions({
  queryKey: ['keys'],
  queryFn: ({ signal }) => adminCall('GET', '/keys', { answer: tillKeyList, signal }),
});

export const createKey = (name: string) =>
  adminCall('POST', '/keys', { answer: tillKeyCreated, body: { name } });

export const revokeKey = (id: number) =>
  adminCall('DELETE', `/keys/${id}`, { answer: tillKeyInfo });

/** A moment as the console shows it: day and time in the browser's zone. */
export const when = (iso: string | null, never = 'Never') =>
  iso ? new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' }) : never;
