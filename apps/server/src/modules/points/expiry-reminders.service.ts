import { addDaysToDay, dayIn } from '../../lib/time-zone';
import type { Mailer } from '../../lib/mailer';
import { fileUrl } from '../../lib/urls';
import { publicOriginFor } from '../../lib/public-origin';
import type { ServiceDeps } from '../../ledger/service-deps';
import { tenantsRepository } from '../settings/tenants.repository';
import { expiryRepository } from './expiry.repository';
import { expiryRemindersRepository } from './expiry-reminders.repository';
import { expiryCutoff } from './expiry-rule';
import { expiryReminderMail } from './expiry-reminder-mail';
import { expiryTimelineService } from './expiry-timeline.service';
import { mailLanguage, programmeIn } from '../accounts/mail-language';

const DAY = 86_400_000;

/**
 * Mails each customer once per batch of points (the points expiring on one day) when that day
 * is the programme's reminder days away or nearer. The reminder row is claimed before the mail
 * is queued, so two instances running the job at once send it once.
 */
export function expiryRemindersService(
  deps: ServiceDeps & { mailer: Mailer; publicOrigin: string | undefined },
) {
  const timeline = expiryTimelineService(deps);

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
          if (!person?.email) continue;
          for (const batch of await timeline.coming(tenant, customerId, asOf)) {
            if (batch.expiresOn > lastDay) break;
            if (
              !(await reminders.claim(
                customerId,
                batch.expiresOn,
                batch.points,
                asOf.toISOString(),
              ))
            )
              continue;
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
            sent += 1;
          }
        }
      }
      return sent;
    },
  };
}
