import * as z from 'zod/mini';
import { answer } from '../answer';
import { defineCall } from '../define';
import { dataBase, envelope } from '../envelope';
import { password, withClientId } from '../fields';
import { list, num, optNum, optText, text } from '../readers';

/**
 * Calls of ours for the signed-in member's account and inbox (docs/decisions/020-our-features.md).
 * Their paths sit under `ours/`, which the vendor's backend does not have; the app makes them
 * only when GetAppSettings announces the feature.
 */

/** Change the password while signed in: the current one proves it is the owner. */
export const ourChangePasswordRequest = z.lazy(() =>
  envelope(
    withClientId('CLIENT_ID', {
      ...dataBase,
      CURRENT_PASSWORD: password,
      NEW_PASSWORD: password,
    }),
  ),
);
export const ourChangePasswordResponse = answer({});

/** Delete the account: the password again, and the customer's own confirmation. */
export const ourDeleteAccountRequest = z.lazy(() =>
  envelope(
    withClientId('CLIENT_ID', {
      ...dataBase,
      PASSWORD: password,
      CONFIRM: z.literal(true),
    }),
  ),
);
export const ourDeleteAccountResponse = answer({});

/** What a notification is about. */
export const NOTIFICATION_KINDS = [
  'points-earned',
  'points-received',
  'voucher-received',
  'points-expiring',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** The largest page of the inbox one call returns. */
export const NOTIFICATIONS_PAGE_MAX = 50;

/** A page of the inbox, newest first; `BEFORE` is the id the previous page ended with. */
export const ourNotificationsRequest = z.lazy(() =>
  envelope(
    withClientId('CLIENT_ID', {
      ...dataBase,
      BEFORE: z.optional(z.int().check(z.positive())),
      LIMIT: z.optional(z.int().check(z.minimum(1), z.maximum(NOTIFICATIONS_PAGE_MAX))),
    }),
  ),
);

export const notificationItem = z.object({
  ID: num,
  /** One of NOTIFICATION_KINDS; a kind this client does not know is shown generically. */
  KIND: text,
  POINTS: optNum,
  /** A bill reference, a sender's customer code or a voucher code. */
  REFERENCE: optText,
  VALUE: optNum,
  /** When the points expire (points-expiring), ISO. */
  UNTIL: optText,
  CREATED_AT: text,
  READ: z.boolean(),
});

export const ourNotificationsResponse = answer({
  DATA: z.optional(
    z.object({
      ITEMS: list(notificationItem),
      /** Unread notifications in the whole inbox, for the navigation's count. */
      UNREAD: num,
      /** Whether older notifications follow this page. */
      MORE: z.boolean(),
    }),
  ),
});

/** Marks every notification up to and including `UP_TO` (an id the app has shown) read. */
export const ourNotificationsReadRequest = z.lazy(() =>
  envelope(
    withClientId('CLIENT_ID', {
      ...dataBase,
      UP_TO: z.int().check(z.positive()),
    }),
  ),
);
export const ourNotificationsReadResponse = answer({
  DATA: z.optional(z.object({ UNREAD: num })),
});

export const ourChangePasswordCall = defineCall({
  id: 33,
  name: 'OurChangePassword',
  base: 'base',
  path: 'ours/ChangePassword',
  auth: 'customer',
  feature: 'change-password',
  request: ourChangePasswordRequest,
  response: ourChangePasswordResponse,
});

export const ourDeleteAccountCall = defineCall({
  id: 34,
  name: 'OurDeleteAccount',
  base: 'base',
  path: 'ours/DeleteAccount',
  auth: 'customer',
  feature: 'delete-account',
  request: ourDeleteAccountRequest,
  response: ourDeleteAccountResponse,
});

export const ourNotificationsCall = defineCall({
  id: 35,
  name: 'OurNotifications',
  base: 'base',
  path: 'ours/Notifications',
  auth: 'customer',
  feature: 'notifications',
  request: ourNotificationsRequest,
  response: ourNotificationsResponse,
});

export const ourNotificationsReadCall = defineCall({
  id: 36,
  name: 'OurNotificationsRead',
  base: 'base',
  path: 'ours/NotificationsRead',
  auth: 'customer',
  feature: 'notifications',
  request: ourNotificationsReadRequest,
  response: ourNotificationsReadResponse,
});
