import type { Kysely, Migration, MigrationProvider } from 'kysely';
import type { Dialect } from '../database';
import * as core from './001-core';
import * as geography from './002-geography';
import * as billsVouchers from './003-bills-vouchers';
import * as content from './004-content';
import * as readIndexes from './005-read-indexes';
import * as expiredTotal from './006-expired-total';
import * as wholePoints from './007-whole-points';
import * as mailQueue from './008-mail-queue';
import * as resetGrants from './009-reset-grants';
import * as brandColor from './010-brand-color';
import * as landing from './011-landing';
import * as staff from './012-staff';
import * as customerAdmin from './013-customer-admin';
import * as voucherBatches from './014-voucher-batches';
import * as reportTotals from './015-report-totals';
import * as memberNotifications from './016-member-notifications';
import * as memberFeatures from './017-tiers-expiry-activity';
import * as customerLanguage from './018-customer-language';
import * as bilingualContent from './019-bilingual-content';
import * as historyVersions from './020-history-versions';
import * as pointsByHourSlots from './021-points-by-hour-slots';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Step = { up(db: Kysely<any>, dialect: Dialect): Promise<void> };

/** In order; a name once released never changes. */
const steps: Record<string, Step> = {
  '001-core': core,
  '002-geography': geography,
  '003-bills-vouchers': billsVouchers,
  '004-content': content,
  '005-read-indexes': readIndexes,
  '006-expired-total': expiredTotal,
  '007-whole-points': wholePoints,
  '008-mail-queue': mailQueue,
  '009-reset-grants': resetGrants,
  '010-brand-color': brandColor,
  '011-landing': landing,
  '012-staff': staff,
  '013-customer-admin': customerAdmin,
  '014-voucher-batches': voucherBatches,
  '015-report-totals': reportTotals,
  '016-member-notifications': memberNotifications,
  '017-tiers-expiry-activity': memberFeatures,
  '018-customer-language': customerLanguage,
  '019-bilingual-content': bilingualContent,
  '020-history-versions': historyVersions,
  '021-points-by-hour-slots': pointsByHourSlots,
};

/** Migrations are imported modules, not files found at run time, so bundling cannot lose one. */
export function migrationProvider(dialect: Dialect): MigrationProvider {
  return {
    async getMigrations() {
      const out: Record<string, Migration> = {};
      for (const [name, step] of Object.entries(steps)) {
        out[name] = { up: (db) => step.up(db, dialect) };
      }
      return out;
    },
  };
}
