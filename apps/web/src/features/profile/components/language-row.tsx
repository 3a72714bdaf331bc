import { LanguageSwitch } from '../../../components/language-switch';
import { GlobeIcon } from '../../../components/icons';
import { tLanguage } from '../../../i18n/language';
import type { Locale } from '../../../i18n/locale';

/** The account menu's language row: English / العربية. */
export function LanguageRow({ onChosen }: { onChosen?: (locale: Locale) => void }) {
  return (
    <div className="list-row profile-language">
      <span className="list-row__icon" aria-hidden="true">
        <GlobeIcon />
      </span>
      <span className="list-row__text">
        <span className="list-row__main" aria-hidden="true">
          {tLanguage('language.label')}
        </span>
      </span>
      <LanguageSwitch onChosen={onChosen} />
    </div>
  );
}
