import type { ReactNode } from 'react';
import type { CustomerPoints } from '../../../api/customer-points';
import { formatDate } from '../../../lib/format';
import { tProfile } from '../../../i18n/profile';
import { FIELD_LABEL } from '../profile-fields';
import type { ProfileField } from '../profile-fields';
// The rows wear the shared list row's look (they are buttons, not the links ListRow makes).
import '../../../components/list-row.css';
import { ChevronIcon } from '../../../components/icons';

/** What a row shows of the customer's record; dates as DD.MM.YYYY (docs/wire-protocol.md §2). */
function shown(field: ProfileField, c: CustomerPoints): string {
  switch (field) {
    case 'photo':
      return '';
    case 'name':
      return c.CUST_NAME;
    case 'gender':
      return c.GENDER ?? '';
    case 'birthday':
      return formatDate(c.BIRTH_DATE, 'DD.MM.YYYY');
    case 'nationality':
      return c.NATIONALITY ?? '';
    case 'mobile':
      return c.MOBILE;
    case 'email':
      return c.EMAIL ?? '';
    case 'country':
      return c.COUNTRY ?? '';
    case 'city':
      return c.CITY ?? '';
    case 'area':
      return c.AREA ?? '';
    case 'address':
      return [c.ADDR1, c.ADDR2, c.ADDR3].filter((part) => part?.trim()).join(', ');
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
                      {value || tProfile('myProfile.notSet')}
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
