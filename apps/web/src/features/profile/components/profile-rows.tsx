import type { ReactNode } from 'react';
import type { CustomerPoints } from '../../../api/customer-points';
import { formatDate } from '../../../lib/format';
import { tProfile } from '../../../i18n/profile';
import { FIELD_LABEL } from '../profile-fields';
import type { ProfileField } from '../profile-fields';
// The rows wear the shared list row's look (they are buttons, not the links ListRow makes).
import '../../../components/list-row.css';
import { ChevronIcon } from '../../../components/icons';
import { countryName, placeName } from '../../../i18n/place-names';
import { nationalityName } from '../../../lib/nationalities';
import { genderOptions } from './choice-editors';

/** A row's value: a place or a nationality may carry its language, the customer's own words are isolated. */
interface Shown {
  text: string;
  lang?: string | undefined;
  own?: boolean;
}

const own = (text: string | undefined): Shown => ({ text: text ?? '', own: true });

/** What a row shows of the customer's record; dates as DD.MM.YYYY (docs/wire-protocol.md §2). */
function shown(field: ProfileField, c: CustomerPoints): Shown {
  switch (field) {
    case 'photo':
      return { text: '' };
    case 'name':
      return own(c.CUST_NAME);
    case 'gender': {
      const gender = genderOptions().find((g) => g.value.toLowerCase() === c.GENDER?.toLowerCase());
      return gender ? { text: gender.label } : own(c.GENDER);
    }
    case 'birthday':
      return { text: formatDate(c.BIRTH_DATE, 'DD.MM.YYYY') };
    case 'nationality': {
      const name = c.NATIONALITY ? nationalityName(c.NATIONALITY) : { label: '' };
      return { text: name.label, lang: name.lang };
    }
    case 'mobile':
      return own(c.MOBILE);
    case 'email':
      return own(c.EMAIL);
    case 'country': {
      const name = c.COUNTRY ? countryName(c.country_code ?? '', c.COUNTRY) : { label: '' };
      return { text: name.label, lang: name.lang };
    }
    case 'city':
    case 'area': {
      const name = placeName((field === 'city' ? c.CITY : c.AREA) ?? '');
      return { text: name.label, lang: name.lang };
    }
    case 'address':
      return own([c.ADDR1, c.ADDR2, c.ADDR3].filter((part) => part?.trim()).join(', '));
  }
}

interface SectionProps {
  title: string;
  fields: readonly ProfileField[];
  customer: CustomerPoints;
  onEdit: (field: ProfileField) => void;
  /** Rows that only show a value (Currency). */
  children?: ReactNode;
}

/** One section of My account: a row per field, each opening its editor. */
export function ProfileSection({ title, fields, customer, onEdit, children }: SectionProps) {
  return (
    <section className="profile-section">
      <h2 className="profile-section__title">{title}</h2>
      <ul className="profile-rows">
        {fields.map((field) => {
          const value = shown(field, customer);
          const label = tProfile(FIELD_LABEL[field]);
          return (
            <li key={field}>
              <button
                type="button"
                className="list-row profile-row"
                aria-haspopup="dialog"
                data-field={field}
                onClick={() => onEdit(field)}
              >
                <span className="list-row__text">
                  <span className="list-row__main">{label}</span>
                  {field !== 'photo' && (
                    <span className="list-row__detail" data-testid={`row-${field}`}>
                      {!value.text ? (
                        tProfile('myProfile.notSet')
                      ) : value.own ? (
                        <bdi>{value.text}</bdi>
                      ) : (
                        <span lang={value.lang}>{value.text}</span>
                      )}
                    </span>
                  )}
                </span>
                <ChevronIcon className="list-row__chevron" />
              </button>
            </li>
          );
        })}
        {children}
      </ul>
    </section>
  );
}

/** Currency: always 'UAE Dirham', read-only (docs/wire-protocol.md §2). */
export function CurrencyRow() {
  return (
    <li className="list-row profile-row profile-row--static">
      <span className="list-row__text">
        <span className="list-row__main">{tProfile('myProfile.currency')}</span>
        <span className="list-row__detail" data-testid="row-currency">
          {tProfile('myProfile.currencyValue')}
        </span>
      </span>
    </li>
  );
}
