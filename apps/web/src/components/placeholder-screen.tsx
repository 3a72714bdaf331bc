import { t } from '../i18n/messages';
import { ScreenTitle } from './screen-title';

/** A screen not built yet: its title, so routes and guards can be tried end to end. */
export function PlaceholderScreen({
  title,
  withNav = false,
}: {
  title: string;
  withNav?: boolean;
}) {
  return (
    <main className={withNav ? 'page page--with-nav' : 'page'}>
      <ScreenTitle>{title}</ScreenTitle>
      <p>{t('screen.comingSoon')}</p>
    </main>
  );
}
