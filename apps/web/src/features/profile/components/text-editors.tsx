import { TextField } from '../../../components/text-field';
import type { CustomerPoints } from '../../../api/customer-points';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useTextField } from '../../../lib/use-text-field';
import { tProfile } from '../../../i18n/profile';
import { splitName } from '../customer-details';
import {
  addressSchema,
  birthdaySchema,
  emailSchema,
  mobileSchema,
  nameSchema,
} from '../edit-schemas';
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
  const form = useSchemaForm(nameSchema, { name: customer.CUST_NAME });
  const name = useTextField(form, 'name');
  return (
    <EditForm
      form={form}
      errorField="name"
      onDone={onDone}
      onSave={(values) => {
        const { first, last } = splitName(values.name);
        return save({ FIRSTNAME: first, LASTNAME: last });
      }}
    >
      <TextField
        label={tProfile('myProfile.fullName')}
        autoComplete="name"
        autoCapitalize="words"
        required
        maxLength={100}
        {...name}
        hint={tProfile('edit.nameHint')}
      />
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
  const form = useSchemaForm(mobile ? mobileSchema : emailSchema, {
    contact: (mobile ? customer.MOBILE : customer.EMAIL) ?? '',
  });
  const contact = useTextField(form, 'contact');
  return (
    <EditForm
      form={form}
      errorField="contact"
      onDone={onDone}
      onSave={({ contact }) =>
        save(mobile ? { MOBILE: contact.trim() } : { EMAIL: contact.trim() })
      }
    >
      <TextField
        label={tProfile(mobile ? 'myProfile.mobile' : 'myProfile.email')}
        type={mobile ? 'tel' : 'email'}
        autoComplete={mobile ? 'tel' : 'email'}
        required
        maxLength={mobile ? 24 : 100}
        {...contact}
      />
    </EditForm>
  );
}

/** Birthday: a date picker; under 18 is refused before anything is sent. */
export function BirthdayEditor({ customer, save, onDone }: EditorProps) {
  const form = useSchemaForm(birthdaySchema, {
    BIRTHDATE: customer.BIRTH_DATE?.slice(0, 10) ?? '',
  });
  const birthday = useTextField(form, 'BIRTHDATE');
  return (
    <EditForm form={form} errorField="BIRTHDATE" onDone={onDone} onSave={save}>
      <TextField
        label={tProfile('myProfile.birthday')}
        type="date"
        autoComplete="bday"
        required
        {...birthday}
      />
    </EditForm>
  );
}

/** Address in three fields: number (ADDR1), street (ADDR2), city (ADDR3). */
export function AddressEditor({ customer, save, onDone }: EditorProps) {
  const form = useSchemaForm(addressSchema, {
    ADDR1: customer.ADDR1 ?? '',
    ADDR2: customer.ADDR2 ?? '',
    ADDR3: customer.ADDR3 ?? '',
  });
  const number = useTextField(form, 'ADDR1');
  const street = useTextField(form, 'ADDR2');
  const city = useTextField(form, 'ADDR3');
  return (
    <EditForm form={form} onDone={onDone} onSave={save}>
      <TextField label={tProfile('edit.addressNumber')} maxLength={100} {...number} />
      <TextField
        label={tProfile('edit.addressStreet')}
        autoComplete="address-line1"
        maxLength={200}
        {...street}
      />
      <TextField
        label={tProfile('edit.addressCity')}
        autoComplete="address-level2"
        maxLength={100}
        {...city}
      />
    </EditForm>
  );
}
