import { html, type SafeHtml } from '../../lib/html';
import { greeting, type MailLanguage } from './mail-language';

/**
 * The frame of a customer's mail: the programme's logo and name, the greeting, then `rows`
 * (table rows of the mail's own content).
 */
export function brandedMail(m: {
  programme: string;
  logoUrl: string;
  customerName: string;
  rows: SafeHtml;
  /** Arabic mails are marked as such and read right to left; English when not given. */
  language?: MailLanguage | undefined;
}): string {
  const language = m.language ?? 'en';
  const logo = m.logoUrl
    ? html`<img
        src="${m.logoUrl}"
        alt=""
        width="48"
        height="48"
        style="border-radius:12px;vertical-align:middle"
      /> `
    : '';
  return html`<!doctype html>
    <html lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}">
      <body
        style="margin:0;background:#f3f5f8;font-family:Arial,Helvetica,sans-serif;color:#111827"
      >
        <table role="presentation" width="100%" cellpadding="0" cellspacing="0">
          <tr>
            <td align="center" style="padding:32px 16px">
              <table
                role="presentation"
                width="100%"
                style="max-width:480px;background:#ffffff;border-radius:16px;padding:32px"
              >
                <tr>
                  <td style="font-size:20px;font-weight:bold">${logo}${m.programme}</td>
                </tr>
                <tr>
                  <td style="padding-top:24px;font-size:16px">
                    ${greeting(m.customerName, language)}
                  </td>
                </tr>
                ${m.rows}
              </table>
            </td>
          </tr>
        </table>
      </body>
    </html>`.value;
}
