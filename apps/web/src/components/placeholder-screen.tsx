import { t } from '../i18n/messages';

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
      <h1 className="screen-title">{title}</h1>
      <p>{t('screen.comingSoon')}</p>
    </main>
  );
}
