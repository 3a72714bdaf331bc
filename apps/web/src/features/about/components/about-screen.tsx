import { GuestBackLink } from '../../../components/guest-back-link';
import { EmptyState } from '../../../components/empty-state';
import { OfflineNotice, isUnreachable } from '../../../components/offline-notice';
import { ListRow } from '../../../components/list-row';
import { Skeleton, SkeletonGroup } from '../../../components/skeleton';
import { useAppConfig } from '../../../lib/app-settings';
import { t } from '../../../i18n/messages';
import { tAbout } from '../../../i18n/about';
import { useAboutSections } from '../api/loy-get-about-us';
import '../about.css';
import { ScreenTitle } from '../../../components/screen-title';
import { contentText } from '../../../i18n/content';

/** docs/wire-protocol.md §9: 2 skeletons while the sections load. */
export const ABOUT_SKELETONS = 2;

/** /about: 'About {display name}' and the section headings, each opening its content. */
export function AboutScreen() {
  const { displayName } = useAppConfig();
  const sections = useAboutSections();
  // docs/wire-protocol.md §8: a failed fetch shows the list empty, without a message.
  const list = sections.isError ? [] : sections.data;
  return (
    <main className="page page--with-nav">
      <GuestBackLink />
      <ScreenTitle>{t('screen.about', { name: displayName || t('app.defaultName') })}</ScreenTitle>
      {isUnreachable(sections) ? (
        <OfflineNotice onRetry={() => sections.refetch()} />
      ) : list === undefined ? (
        <SkeletonGroup className="about-list" label={tAbout('about.loading')}>
          {Array.from({ length: ABOUT_SKELETONS }, (_, index) => (
            <Skeleton key={index} shape="card" height="56px" />
          ))}
        </SkeletonGroup>
      ) : list.length === 0 ? (
        <EmptyState message={tAbout('about.empty')} />
      ) : (
        <ul className="about-list" data-testid="about-list">
          {list.map((section, index) => {
            const heading = contentText(section.Heading, section.HeadingAr);
            return (
              <li key={`${section.Heading}-${index}`}>
                <ListRow to="/about/single" state={section}>
                  <span lang={heading.lang}>{heading.text}</span>
                </ListRow>
              </li>
            );
          })}
        </ul>
      )}
    </main>
  );
}
