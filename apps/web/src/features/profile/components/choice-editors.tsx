import { useState } from 'react';
import { PickerField } from '../../../components/picker-field';
import { PlacePickers } from '../../../components/place-pickers';
import type { Place } from '../../../components/place-pickers';
import { nationalities } from '../../../lib/nationalities';
import { tProfile } from '../../../i18n/profile';
import { EditForm } from './edit-form';
import type { EditorProps } from './text-editors';

const GENDERS = [
  { value: 'Male', label: tProfile('edit.male') },
  { value: 'Female', label: tProfile('edit.female') },
];

const NATIONALITIES = nationalities.map((n) => ({ value: n.nationality, label: n.nationality }));

/** Gender: a sheet of two choices, no search (as at sign-up). */
export function GenderEditor({ customer, save, onDone }: EditorProps) {
  const [gender, setGender] = useState(customer.GENDER ?? '');
  return (
    <EditForm onDone={onDone} onSave={() => save(gender ? { GENDER: gender } : {})}>
      <PickerField
        label={tProfile('myProfile.gender')}
        options={GENDERS}
        value={gender || undefined}
        placeholder={tProfile('myProfile.notSet')}
        empty={tProfile('myProfile.notSet')}
        loadingText={tProfile('edit.loading')}
        onChange={setGender}
      />
    </EditForm>
  );
}

/** Nationality: the bundled list in a sheet, searched on the nationality (docs/wire-protocol.md §5). */
export function NationalityEditor({ customer, save, onDone }: EditorProps) {
  const [nationality, setNationality] = useState(customer.NATIONALITY ?? '');
  return (
    <EditForm onDone={onDone} onSave={() => save({ NATIONALITY: nationality })}>
      <PickerField
        label={tProfile('myProfile.nationality')}
        options={NATIONALITIES}
        value={nationality || undefined}
        valueText={nationality}
        placeholder={tProfile('myProfile.notSet')}
        searchLabel={tProfile('edit.searchNationality')}
        empty={tProfile('edit.noNationalities')}
        loadingText={tProfile('edit.loading')}
        onChange={setNationality}
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
  const [place, setPlace] = useState<Place>({
    country: choice(customer.country_code, customer.COUNTRY),
    city: choice(customer.city_code, customer.CITY),
    area: choice(customer.area_code, customer.AREA),
  });
  return (
    <EditForm
      onDone={onDone}
      onSave={() =>
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
      <PlacePickers place={place} onChange={setPlace} />
    </EditForm>
  );
}
