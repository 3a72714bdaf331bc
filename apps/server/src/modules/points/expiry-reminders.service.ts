import { addDaysToDay, dayIn } from '../../lib/time-zone';
import type { Mailer } from '../../lib/mailer';
import { fileUrl } from '../../lib/urls';
import { publicOriginFor } from '../../lib/public-origin';
import type { ServiceDeps } from '../../ledger/service-deps';
import { inTransaction, lockCustomers } from '../../ledger/transaction';
import { notify } from '../notifications/notify';
import { tenantsRepository } from '../settings/tenants.repository';
import { expiryRepository } from './expiry.repository';
import { expiryRemindersRepository } from './expiry-reminders.repository';
import { expiryCutoff } from './expiry-rule';
import { expiryReminderMail } from './expiry-reminder-mail';
import { expiryTimelineService } from './expiry-timeline.service';
import { mailLanguage, programmeIn } from '../accounts/mail-language';

const DAY = 86_400_000;

/**
 * Reminds each customer once per batch of points (the points expiring on one day) when that day
 * is the programme's reminder days away or nearer: a line in the inbox and a mail. The reminder
 * row is claimed in the transaction that writes the inbox line, before the mail is queued, so two
 * instances running the job at once remind once.
 */
export function expiryRemindersService(
  deps: ServiceDeps & { mailer: Mailer; publicOrigin: string | undefined },
) {
  const timeline = expiryTimelineService(deps);

  /**
   * Claims one batch's reminder and writes its inbox line together; false when it was claimed
   * already or the account has been deleted since (the deletion empties the inbox, under the
   * same lock).
   */
  function remind(customerId: number, batch: { expiresOn: string; points: number }, at: Date) {
    return inTransaction(deps.db, async (trx) => {
      await lockCustomers(trx, deps.dialect, [customerId]);
      const reminders = expiryRemindersRepository(trx);
      if (!(await reminders.recipient(customerId))) return false;
      if (!(await reminders.claim(customerId, batch.expiresOn, batch.points, at.toISOString())))
        return false;
      const data = { points: batch.points, until: batch.expiresOn };
      await notify(trx, customerId, 'points-expiring', data, at);
      return true;
    });
  }

  return {
    /** Reminders queued in this run. */
    async run(): Promise<number> {
      const asOf = deps.now();
      const reminders = expiryRemindersRepository(deps.db);
      let sent = 0;
      for (const tenantId of await reminders.tenantsToRemind()) {
        const tenant = await tenantsRepository(deps.db).findById(tenantId);
        if (!tenant) continue;
        const { pointsExpiryMonths: months, expiryReminderDays: days, timeZone } = tenant.rules;
        const horizon = new Date(asOf.getTime() + days * DAY);
        const lastDay = addDaysToDay(dayIn(asOf, timeZone), days);
        const from = expiryCutoff(asOf, months).toISOString();
        const to = expiryCutoff(horizon, months).toISOString();
        const origin = deps.publicOrigin && publicOriginFor(deps.publicOrigin, tenant.subDomain);
        for (const customerId of await expiryRepository(deps.db).creditedBetween(
          tenantId,
          from,
          to,
        )) {
          const person = await reminders.recipient(customerId);
          if (!person) continue;
          for (const batch of await timeline.coming(tenant, customerId, asOf)) {
            if (batch.expiresOn > lastDay) break;
            if (!(await remind(customerId, batch, asOf))) continue;
            sent += 1;
            if (!person.email) continue;
            const language = mailLanguage(person.language);
            await deps.mailer.send({
              tenantId,
              to: person.email,
              fromName: tenant.displayName,
              ...expiryReminderMail({
                language,
                programme: programmeIn(tenant, language),
                logoUrl: origin ? fileUrl(origin, tenant.footerLogoUrl) : '',
                customerName: person.first_name,
                points: batch.points,
                expiresOn: batch.expiresOn,
              }),
            });
          }
        }
      }
      return sent;
    },
  };
}
