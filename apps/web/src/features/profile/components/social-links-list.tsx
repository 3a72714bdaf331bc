import { useSocialLinks } from '../../../api/social-links';
import { tProfile } from '../../../i18n/profile';

/** The retailer's social links (DownloadSocialLinks, VALID Y) at the foot of the menu. */
export function SocialLinksList() {
  const links = useSocialLinks().data ?? [];
  if (links.length === 0) return null;
  return (
    <section className="profile-socials" aria-labelledby="profile-socials-title">
      <h2 id="profile-socials-title" className="profile-socials__title">
        {tProfile('profile.socials')}
      </h2>
      <ul>
        {links.map((link) => (
          <li key={`${link.NAME}-${link.LINK}`}>
            <a
              href={link.LINK}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={tProfile('profile.socialLink', { name: link.NAME })}
              data-testid="profile-social-link"
            >
              <bdi>{link.NAME}</bdi>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
