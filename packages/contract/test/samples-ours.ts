import type { CallName } from '../src/index';
import { wrap } from './sample';
import type { Sample } from './sample';

/** Calls of ours (docs/decisions/020-our-features.md), as our client sends them and our server answers. */
export const ourSamples: Partial<Record<CallName, Sample>> = {
  OurChangePassword: {
    request: wrap('OurChangePassword', {
      CLIENT_ID: '1001',
      CURRENT_PASSWORD: 'old-secret',
      NEW_PASSWORD: 'new-secret',
    }),
    answer: { STATUS: true, MESSAGE: 'Your password was changed.' },
    bad: wrap('OurChangePassword', { CLIENT_ID: '1001', CURRENT_PASSWORD: 'old-secret' }),
    badField: 'DATA.NEW_PASSWORD',
  },
  OurDeleteAccount: {
    request: wrap('OurDeleteAccount', { CLIENT_ID: '1001', PASSWORD: 'secret', CONFIRM: true }),
    answer: { STATUS: true, MESSAGE: 'Your account was deleted.' },
    bad: wrap('OurDeleteAccount', { CLIENT_ID: '1001', PASSWORD: 'secret', CONFIRM: false }),
    badField: 'DATA.CONFIRM',
  },
  OurNotifications: {
    request: wrap('OurNotifications', { CLIENT_ID: '1001', LIMIT: 20 }),
    answer: {
      STATUS: true,
      DATA: {
        ITEMS: [
          {
            ID: 7,
            KIND: 'points-earned',
            POINTS: 120,
            REFERENCE: 'B-1001',
            CREATED_AT: '2026-11-27T10:00:00.000Z',
            READ: false,
          },
        ],
        UNREAD: 1,
        MORE: false,
      },
    },
    bad: wrap('OurNotifications', { CLIENT_ID: '1001', LIMIT: 500 }),
    badField: 'DATA.LIMIT',
  },
  OurNotificationsRead: {
    request: wrap('OurNotificationsRead', { CLIENT_ID: '1001', UP_TO: 7 }),
    answer: { STATUS: true, DATA: { UNREAD: 0 } },
    bad: wrap('OurNotificationsRead', { CLIENT_ID: '1001', UP_TO: 'all' }),
    badField: 'DATA.UP_TO',
  },
  OurLanguage: {
    request: wrap('OurLanguage', { CLIENT_ID: '1001' }),
    answer: { STATUS: true, DATA: { LANGUAGE: 'ar' } },
    bad: wrap('OurLanguage', { AUTH_KEY: 'auth-key' }),
    badField: 'DATA.CLIENT_ID',
  },
  OurSetLanguage: {
    request: wrap('OurSetLanguage', { CLIENT_ID: '1001', LANGUAGE: 'ar' }),
    answer: { STATUS: true, MESSAGE: 'Language saved.', DATA: { LANGUAGE: 'ar' } },
    bad: wrap('OurSetLanguage', { CLIENT_ID: '1001', LANGUAGE: 'fr' }),
    badField: 'DATA.LANGUAGE',
  },
};
