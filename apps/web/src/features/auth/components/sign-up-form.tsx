import { useEffect, useRef, useState } from 'react';
import { useController } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { PickerField } from '../../../components/picker-field';
import { PlacePickers } from '../../../components/place-pickers';
import { SubmitButton } from '../../../components/submit-button';
import { TextField } from '../../../components/text-field';
import { ta } from '../../../i18n/auth';
import { showAlert } from '../../../lib/alerts';
import { useAppConfig } from '../../../lib/app-settings';
import { nationalityName, nationalityOptions } from '../../../lib/nationalities';
import { useLoyCreateCustomer } from '../api/loy-create-customer';
import { failureText, successText } from '../../../lib/failure-text';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useTextField } from '../../../lib/use-text-field';
import { toRegistration } from '../sign-up-request';
import { fieldOfProblem, latestBirthDate, signUpFormSchema } from '../sign-up-rules';
import type { SignUpFormValues } from '../sign-up-rules';
import type { LoginIdentifier } from '../login-rules';
import { PasswordField } from './password-field';

/** docs/wire-protocol.md §9: the screen stays 2 s on the banner before /login. */
export const SIGN_UP_REDIRECT_MS = 2000;

// Made at each form's start, so a change of language finds them in the new one.
const genderOptions = () => [
  { value: 'MALE', label: ta('signup.male') },
  { value: 'FEMALE', label: ta('signup.female') },
];

const schema = signUpFormSchema();

/** docs/wire-protocol.md §2 "Sign up", the checks of §5 and the outcome of §4. */
export function SignUpForm() {
  const config = useAppConfig();
  const navigate = useNavigate();
  const create = useLoyCreateCustomer();
  const form = useSchemaForm<SignUpFormValues>(schema, {
    firstName: '',
    lastName: '',
    birthDate: '',
    phone: '',
    gender: 'MALE',
    email: '',
    password: '',
    confirm: '',
    nationality: config.nationality ?? '',
    place: {
      country:
        config.countryResidenceCode && config.countryResidence
          ? { code: config.countryResidenceCode, name: config.countryResidence }
          : undefined,
      city: undefined,
      area: undefined,
    },
  });
  const firstName = useTextField(form, 'firstName');
  const lastName = useTextField(form, 'lastName');
  const birthDate = useTextField(form, 'birthDate');
  const phone = useTextField(form, 'phone');
  const email = useTextField(form, 'email');
  const password = useTextField(form, 'password');
  const confirm = useTextField(form, 'confirm');
  const gender = useController({ control: form.control, name: 'gender' }).field;
  const nationality = useController({ control: form.control, name: 'nationality' }).field;
  const place = useController({ control: form.control, name: 'place' }).field;
  const [done, setDone] = useState(false);
  const [nationalityChoices] = useState(nationalityOptions);
  const [genders] = useState(genderOptions);
  const shownNationality = nationalityName(nationality.value);
  const element = useRef<HTMLFormElement>(null);
  const sending = useRef(false);
  const redirect = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(redirect.current), []);

  const alert = (success: boolean, message: string) =>
    showAlert({ success, mode: ta('signup.mode'), message });
  /** The server's refusal: on the one field it concerns, else in the banner. */
  const refuse = (message: string) => {
    const field = fieldOfProblem(message);
    if (field) form.setError(field, { message });
    else alert(false, message);
  };

  async function onValid(values: SignUpFormValues) {
    if (sending.current) return;
    const { country, city, area } = values.place;
    // The browser's own checks (an e-mail it accepts, a whole date) after the product's rules.
    if (!element.current?.checkValidity() || !country || !city || !area) {
      return alert(false, ta('signup.invalid'));
    }
    sending.current = true;
    try {
      const result = await create.mutateAsync(
        toRegistration(values, values.nationality, { country, city, area }),
      );
      if (result.ok) {
        alert(true, successText(result.message, ta('signup.success')));
        setDone(true);
        // The new customer signs in next: the login form opens with their e-mail (the
        // account's user name) already filled in.
        const identifier: LoginIdentifier = { type: 'EMAIL', username: values.email.trim() };
        redirect.current = setTimeout(
          () => void navigate('/login', { state: { identifier } }),
          SIGN_UP_REDIRECT_MS,
        );
        return;
      }
      refuse(result.message ?? ta('signup.failed'));
    } catch (error) {
      alert(false, failureText(error, ta('signup.failed')));
    }
    sending.current = false;
  }

  return (
    <form
      ref={element}
      className="auth-form"
      noValidate
      onSubmit={(event) =>
        // A rule about one field is said on it; 'every field is required' in the banner.
        void form.handleSubmit(onValid, (errors) => {
          if (errors.root?.message) alert(false, errors.root.message);
        })(event)
      }
    >
      <fieldset className="auth-section">
        <legend className="auth-section__title">{ta('signup.personal')}</legend>
        <div className="auth-row">
          <TextField
            label={ta('signup.firstName')}
            autoComplete="given-name"
            autoCapitalize="words"
            required
            maxLength={50}
            {...firstName}
          />
          <TextField
            label={ta('signup.lastName')}
            autoComplete="family-name"
            autoCapitalize="words"
            required
            maxLength={50}
            {...lastName}
          />
        </div>
        <TextField
          label={ta('signup.birthDate')}
          type="date"
          autoComplete="bday"
          required
          max={latestBirthDate(new Date())}
          {...birthDate}
        />
        <TextField
          label={ta('signup.phone')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          required
          maxLength={24}
          {...phone}
        />
        <PickerField
          label={ta('signup.gender')}
          options={genders}
          value={gender.value}
          placeholder={ta('signup.choose')}
          empty=""
          loadingText={ta('signup.loading')}
          onChange={gender.onChange}
        />
      </fieldset>
      <fieldset className="auth-section">
        <legend className="auth-section__title">{ta('signup.place')}</legend>
        <PlacePickers place={place.value} onChange={place.onChange} />
        <PickerField
          label={ta('signup.nationality')}
          options={nationalityChoices}
          value={nationality.value || undefined}
          valueText={shownNationality.label}
          valueLang={shownNationality.lang}
          placeholder={ta('signup.choose')}
          searchLabel={ta('signup.searchNationality')}
          empty={ta('signup.noNationalities')}
          loadingText={ta('signup.loading')}
          onChange={nationality.onChange}
        />
      </fieldset>
      <fieldset className="auth-section">
        <legend className="auth-section__title">{ta('signup.account')}</legend>
        <TextField
          label={ta('auth.email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          required
          maxLength={100}
          {...email}
        />
        <PasswordField label={ta('auth.password')} {...password} autoComplete="new-password" />
        <PasswordField label={ta('signup.confirm')} {...confirm} autoComplete="new-password" />
      </fieldset>
      <div className="auth-form__actions">
        <SubmitButton busy={create.isPending || done}>{ta('signup.submit')}</SubmitButton>
        <p className="auth-form__switch">
          {ta('signup.haveAccount')}{' '}
          <Link to="/login" className="auth-link">
            {ta('signup.login')}
          </Link>
        </p>
      </div>
    </form>
  );
}
