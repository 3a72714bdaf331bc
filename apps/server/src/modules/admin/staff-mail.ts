import type { Mailer } from '../../lib/mailer';
import { html } from '../../lib/html';
import { fileUrl } from '../../lib/urls';
import { brandedMail } from '../accounts/branded-mail';
import type { Tenant } from '../settings/tenants.repository';

interface LinkMail {
  tenant: Tenant;
  origin: string;
  to: string;
  name: string;
  /** The console path the link opens, with its token. */
  link: string;
  subject: string;
  /** What the mail is for, one line each: before and after the link. */
  lead: string;
  note: string;
  button: string;
}

/** A mail to a staff member with one link into the console, in the programme's frame. */
async function sendLinkMail(mailer: Mailer, m: LinkMail): Promise<void> {
  const text = [`Hello ${m.name},`, '', m.lead, '', m.link, '', m.note].join('\n');
  const rows = html`<tr>
      <td style="padding-top:12px;font-size:16px">${m.lead}</td>
    </tr>
    <tr>
      <td style="padding:20px 0">
        <a
          href="${m.link}"
          style="display:inline-block;background:#111827;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:bold"
          >${m.button}</a
        >
      </td>
    </tr>
    <tr>
      <td style="font-size:14px;color:#4b5563">${m.note}</td>
    </tr>`;
  await mailer.send({
    tenantId: m.tenant.id,
    to: m.to,
    fromName: m.tenant.displayName,
    subject: m.subject,
    text,
    html: brandedMail({
      programme: m.tenant.displayName,
      logoUrl: fileUrl(m.origin, m.tenant.footerLogoUrl),
      customerName: m.name,
      rows,
    }),
  });
}

export interface StaffLinkInput {
  tenant: Tenant;
  origin: string;
  to: string;
  name: string;
  token: string;
}

export function sendInviteMail(mailer: Mailer, m: StaffLinkInput, days: number): Promise<void> {
  const programme = m.tenant.displayName;
  return sendLinkMail(mailer, {
    ...m,
    link: `${m.origin}/console/invite?token=${encodeURIComponent(m.token)}`,
    subject: `${programme}: you are invited to the console`,
    lead: `You are invited to run ${programme} in its console. Choose a password to join.`,
    note: `The link works once, for ${days} days. If you did not expect it, ignore this mail.`,
    button: 'Join the console',
  });
}

export function sendResetMail(mailer: Mailer, m: StaffLinkInput, minutes: number): Promise<void> {
  const programme = m.tenant.displayName;
  return sendLinkMail(mailer, {
    ...m,
    link: `${m.origin}/console/reset?token=${encodeURIComponent(m.token)}`,
    subject: `${programme}: reset your console password`,
    lead: `Someone asked to reset your ${programme} console password. Choose a new one here.`,
    note: `The link works once, for ${minutes} minutes. If you did not ask, ignore this mail: your password stays as it is.`,
    button: 'Choose a new password',
  });
}
