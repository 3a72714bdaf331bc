import { useState } from 'react';
import { TextField } from '../../../components/text-field';
import type { CustomerPoints } from '../../../api/customer-points';
import { tProfile } from '../../../i18n/profile';
import { splitName } from '../customer-details';
import type { useSaveProfile } from '../use-save-profile';
import { EditForm } from './edit-form';

export interface EditorProps {
  customer: CustomerPoints;
  save: ReturnType<typeof useSaveProfile>['save'];
  onDone: () => void;
}

/**
 * Full Name: split on the first space into first and last name (docs/wire-protocol.md §5), every later word
 * kept in the last name. Both are required, so a single word is refused here with the rule.
 */
export function NameEditor({ customer, save, onDone }: EditorProps) {
  const [name, setName] = useState(customer.CUST_NAME);
  return (
    <EditForm
      onDone={onDone}
      onSave={() => {
        const { first, last } = splitName(name);
        if (last === '') return Promise.resolve({ error: tProfile('edit.nameRule') });
        return save({ FIRSTNAME: first, LASTNAME: last });
      }}
    >
      {(error) => (
        <TextField
          label={tProfile('myProfile.fullName')}
          autoComplete="name"
          autoCapitalize="words"
          required
          maxLength={100}
          value={name}
          onChange={setName}
          hint={tProfile('edit.nameHint')}
          error={error}
        />
      )}
    </EditForm>
  );
}

/** Mobile Number or Email: one required input. */
export function ContactEditor({
  customer,
  save,
  onDone,
  kind,
}: EditorProps & { kind: 'mobile' | 'email' }) {
  const mobile = kind === 'mobile';
  const [value, setValue] = useState((mobile ? customer.MOBILE : customer.EMAIL) ?? '');
  return (
    <EditForm
      onDone={onDone}
      onSave={() => save(mobile ? { MOBILE: value.trim() } : { EMAIL: value.trim() })}
    >
      {(error) => (
        <TextField
          label={tProfile(mobile ? 'myProfile.mobile' : 'myProfile.email')}
          type={mobile ? 'tel' : 'email'}
          autoComplete={mobile ? 'tel' : 'email'}
          required
          maxLength={mobile ? 24 : 100}
          value={value}
          onChange={setValue}
          error={error}
        />
      )}
    </EditForm>
  );
}

/** Birthday: a date picker; under 18 is refused before anything is sent. */
export function BirthdayEditor({ customer, save, onDone }: EditorProps) {
  const [birthday, setBirthday] = useState(customer.BIRTH_DATE?.slice(0, 10) ?? '');
  return (
    <EditForm onDone={onDone} onSave={() => save({ BIRTHDATE: birthday })}>
      {(error) => (
        <TextField
          label={tProfile('myProfile.birthday')}
          type="date"
          autoComplete="bday"
          required
          value={birthday}
          onChange={setBirthday}
          error={error}
        />
      )}
    </EditForm>
  );
}

/** Address in three fields: number (ADDR1), street (ADDR2), city (ADDR3). */
export function AddressEditor({ customer, save, onDone }: EditorProps) {
  const [address, setAddress] = useState({
    ADDR1: customer.ADDR1 ?? '',
    ADDR2: customer.ADDR2 ?? '',
    ADDR3: customer.ADDR3 ?? '',
  });
  const set = (key: keyof typeof address) => (value: string) =>
    setAddress((current) => ({ ...current, [key]: value }));
  return (
    <EditForm onDone={onDone} onSave={() => save(address)}>
      <TextField
        label={tProfile('edit.addressNumber')}
        maxLength={100}
        value={address.ADDR1}
        onChange={set('ADDR1')}
      />
      <TextField
        label={tProfile('edit.addressStreet')}
        autoComplete="address-line1"
        maxLength={200}
        value={address.ADDR2}
        onChange={set('ADDR2')}
      />
      <TextField
        label={tProfile('edit.addressCity')}
        autoComplete="address-level2"
        maxLength={100}
        value={address.ADDR3}
        onChange={set('ADDR3')}
      />
    </EditForm>
  );
}
