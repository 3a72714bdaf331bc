import { useState } from 'react';
import { useController } from 'react-hook-form';
import { PickerField } from '../../../components/picker-field';
import { PlacePickers } from '../../../components/place-pickers';
import { nationalityName, nationalityOptions } from '../../../lib/nationalities';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { tProfile } from '../../../i18n/profile';
import { genderSchema, nationalitySchema, placeSchema } from '../edit-schemas';
import { EditForm } from './edit-form';
import type { EditorProps } from './text-editors';

// Made when an editor opens, so they are in the language of the moment.
export const genderOptions = () => [
  { value: 'Male', label: tProfile('edit.male') },
  { value: 'Female', label: tProfile('edit.female') },
];

/** Gender: a sheet of two choices, no search (as at sign-up). */
export function GenderEditor({ customer, save, onDone }: EditorProps) {
  const form = useSchemaForm(genderSchema, { GENDER: customer.GENDER ?? '' });
  const gender = useController({ control: form.control, name: 'GENDER' }).field;
  return (
    <EditForm form={form} onDone={onDone} onSave={({ GENDER }) => save(GENDER ? { GENDER } : {})}>
      <PickerField
        label={tProfile('myProfile.gender')}
        options={genderOptions()}
        value={gender.value || undefined}
        placeholder={tProfile('myProfile.notSet')}
        empty={tProfile('myProfile.notSet')}
        loadingText={tProfile('edit.loading')}
        onChange={gender.onChange}
      />
    </EditForm>
  );
}

/** Nationality: the bundled list in a sheet, searched on the nationality (docs/wire-protocol.md §5). */
export function NationalityEditor({ customer, save, onDone }: EditorProps) {
  const form = useSchemaForm(nationalitySchema, { NATIONALITY: customer.NATIONALITY ?? '' });
  const nationality = useController({ control: form.control, name: 'NATIONALITY' }).field;
  const [options] = useState(nationalityOptions);
  const shown = nationalityName(nationality.value);
  return (
    <EditForm form={form} onDone={onDone} onSave={save}>
      <PickerField
        label={tProfile('myProfile.nationality')}
        options={options}
        value={nationality.value || undefined}
        valueText={shown.label}
        valueLang={shown.lang}
        placeholder={tProfile('myProfile.notSet')}
        searchLabel={tProfile('edit.searchNationality')}
        empty={tProfile('edit.noNationalities')}
        loadingText={tProfile('edit.loading')}
        onChange={nationality.onChange}
      />
    </EditForm>
  );
}

function choice(code: string | undefined, name: string | undefined) {
  return code && name ? { code, name } : undefined;
}

/**
 * Country, City or Area: the three linked pickers (a new country clears city and area, a new
 * city clears the area), saved together so the record never pairs a city with another
 * country. A network failure on the Area row has its own text (docs/wire-protocol.md §8).
 */
export function PlaceEditor({ customer, save, onDone, area }: EditorProps & { area: boolean }) {
  const form = useSchemaForm(placeSchema, {
    place: {
      country: choice(customer.country_code, customer.COUNTRY),
      city: choice(customer.city_code, customer.CITY),
      area: choice(customer.area_code, customer.AREA),
    },
  });
  const place = useController({ control: form.control, name: 'place' }).field;
  return (
    <EditForm
      form={form}
      onDone={onDone}
      onSave={({ place }) =>
        save(
          {
            country_code: place.country?.code ?? '',
            COUNTRY: place.country?.name ?? '',
            city_code: place.city?.code ?? '',
            CITY: place.city?.name ?? '',
            area_code: place.area?.code ?? '',
            AREA: place.area?.name ?? '',
          },
          area ? 'alert.areaFailed' : 'alert.failedDetails',
        )
      }
    >
      <PlacePickers place={place.value} onChange={place.onChange} />
    </EditForm>
  );
}
