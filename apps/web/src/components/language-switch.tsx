import { useEffect, useId, useRef } from 'react';
import { showAlert } from '../lib/alerts';
import { setLocale, useLocale } from '../i18n/locale';
import type { Locale } from '../i18n/locale';
import { tLanguage } from '../i18n/language';
import './segmented-toggle.css';
import './language-switch.css';

/** Each language named in itself, so a reader of either finds their own. */
const LANGUAGES: readonly { value: Locale; name: string }[] = [
  { value: 'en', name: 'English' },
  { value: 'ar', name: 'العربية' },
];

// A change of language draws the screens anew: the switch takes the focus back afterwards.
let refocus = false;

function refocusAfterwards(wanted: boolean): void {
  refocus = wanted;
}

/** Whether a change of language has just drawn the switch anew; asks once. */
function takeRefocus(): boolean {
  const wanted = refocus;
  refocus = false;
  return wanted;
}

/**
 * English / العربية, on the landing and in the account menu: radios under pills like the
 * segmented toggle. The choice is kept on this phone; `onChosen` tells a signed-in screen.
 */
export function LanguageSwitch({ onChosen }: { onChosen?: (locale: Locale) => void }) {
  const locale = useLocale();
  const name = useId();
  const chosen = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (takeRefocus()) chosen.current?.focus();
  }, []);

  function choose(next: Locale) {
    refocusAfterwards(true);
    setLocale(next).then(
      () => onChosen?.(next),
      () => {
        refocusAfterwards(false);
        showAlert({ success: false, message: tLanguage('language.failed') });
      },
    );
  }

  return (
    <fieldset className="segmented language-switch">
      <legend className="visually-hidden">{tLanguage('language.label')}</legend>
      {LANGUAGES.map((language) => (
        <label key={language.value} className="segmented__option" lang={language.value}>
          <input
            ref={language.value === locale ? chosen : undefined}
            className="segmented__input"
            type="radio"
            name={name}
            value={language.value}
            checked={language.value === locale}
            onChange={() => choose(language.value)}
          />
          <span className="segmented__pill">{language.name}</span>
        </label>
      ))}
    </fieldset>
  );
}
