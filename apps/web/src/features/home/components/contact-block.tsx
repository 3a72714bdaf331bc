import { useAfterFirstPaint } from '../../../lib/after-first-paint';
import { useContactDetails } from '../../../api/contact-details';
import { telHref } from '../../../lib/format';
import { useSocialLinks } from '../../../api/social-links';
import { tHome } from '../../../i18n/home';
import { MailIcon, PhoneIcon, SocialIcon } from '../../../components/icons';
import { contentText } from '../../../i18n/content';

/**
 * The contact block: the retailer's message, phone (`tel:`) and e-mail (`mailto:`) links and
 * the social links marked VALID Y. A failed fetch simply leaves its part out (docs/wire-protocol.md §8).
 */
export function ContactBlock() {
  // Below the fold: asked once the screen has painted, not beside its first picture.
  const asked = useAfterFirstPaint();
  const contact = useContactDetails(asked).data;
  const message = contentText(contact?.message, contact?.messageAr);
  const socials = useSocialLinks(asked).data ?? [];
  if (!contact && socials.length === 0) return null;

  return (
    <section className="home-section contact-block" aria-labelledby="contact-title">
      <h2 id="contact-title">{tHome('contact.title')}</h2>
      {message.text && (
        <p className="contact-block__message" lang={message.lang}>
          {message.text}
        </p>
      )}
      <ul className="contact-block__links">
        {contact?.phone && (
          <li>
            <a
              href={telHref(contact.phone)}
              className="contact-block__link"
              data-testid="contact-phone"
            >
              <PhoneIcon />
              <span dir="ltr">{contact.phone}</span>
            </a>
          </li>
        )}
        {contact?.email && (
          <li>
            <a
              href={`mailto:${contact.email}`}
              className="contact-block__link"
              data-testid="contact-email"
            >
              <MailIcon />
              <span dir="ltr">{contact.email}</span>
            </a>
          </li>
        )}
      </ul>
      {socials.length > 0 && (
        <nav aria-label={tHome('contact.social')}>
          <ul className="contact-block__socials">
            {socials.map((link) => (
              <li key={`${link.NAME}-${link.LINK}`}>
                <a
                  className="contact-block__social"
                  href={link.LINK}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={tHome('contact.socialLink', { name: link.NAME })}
                  data-testid="social-link"
                >
                  <SocialIcon name={link.NAME} />
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </section>
  );
}
