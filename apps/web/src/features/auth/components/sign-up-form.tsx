import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { PickerField } from '../../../components/picker-field';
import { PlacePickers } from '../../../components/place-pickers';
import type { Place } from '../../../components/place-pickers';
import { SubmitButton } from '../../../components/submit-button';
import { TextField } from '../../../components/text-field';
import { ta } from '../../../i18n/auth';
import { showAlert } from '../../../lib/alerts';
import { useAppConfig } from '../../../lib/app-settings';
import { nationalities } from '../../../lib/nationalities';
import { useLoyCreateCustomer } from '../api/loy-create-customer';
import { failureText } from '../../../lib/failure-text';
import { toRegistration } from '../sign-up-request';
import { fieldOfProblem, latestBirthDate, validateSignUp } from '../sign-up-rules';
import type { FieldErrors } from '../sign-up-rules';
import type { LoginIdentifier } from '../login-rules';
import { PasswordField } from './password-field';

/** docs/wire-protocol.md §9: the screen stays 2 s on the banner before /login. */
export const SIGN_UP_REDIRECT_MS = 2000;

const GENDERS = [
  { value: 'MALE', label: ta('signup.male') },
  { value: 'FEMALE', label: ta('signup.female') },
];

const NATIONALITIES = nationalities.map((n) => ({ value: n.nationality, label: n.nationality }));

const EMPTY = {
  firstName: '',
  lastName: '',
  birthDate: '',
  phone: '',
  gender: 'MALE',
  email: '',
  password: '',
  confirm: '',
};

/** docs/wire-protocol.md §2 "Sign up", the checks of §5 and the outcome of §4. */
export function SignUpForm() {
  const config = useAppConfig();
  const navigate = useNavigate();
  const create = useLoyCreateCustomer();
  const [fields, setFields] = useState(EMPTY);
  const [nationality, setNationality] = useState(config.nationality ?? '');
  const [place, setPlace] = useState<Place>(() => ({
    country:
      config.countryResidenceCode && config.countryResidence
        ? { code: config.countryResidenceCode, name: config.countryResidence }
        : undefined,
    city: undefined,
    area: undefined,
  }));
  const [done, setDone] = useState(false);
  const sending = useRef(false);
  const redirect = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(redirect.current), []);

  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const set = (name: keyof typeof EMPTY) => (value: string) => {
    setFields((current) => ({ ...current, [name]: value }));
    setFieldErrors((current) => (name in current ? { ...current, [name]: undefined } : current));
  };
  /** A rule that concerns one field is said on that field; any other in the banner. */
  const refuse = (message: string) => {
    const field = fieldOfProblem(message);
    if (field) setFieldErrors({ [field]: message });
    else alert(false, message);
  };
  const alert = (success: boolean, message: string) =>
    showAlert({ success, mode: ta('signup.mode'), message });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending.current) return;
    setFieldErrors({});
    const { country, city, area } = place;
    const problem = validateSignUp({
      ...fields,
      nationality,
      country: country?.name ?? '',
      city: city?.name ?? '',
      area: area?.name ?? '',
    });
    if (problem) return refuse(problem);
    if (!event.currentTarget.checkValidity() || !country || !city || !area) {
      return alert(false, ta('signup.invalid'));
    }
    sending.current = true;
    try {
      const result = await create.mutateAsync(
        toRegistration(fields, nationality, { country, city, area }),
      );
      if (result.ok) {
        alert(true, result.message ?? ta('signup.success'));
        setDone(true);
        // The new customer signs in next: the login form opens with their e-mail (the
        // account's user name) already filled in.
        const identifier: LoginIdentifier = { type: 'EMAIL', username: fields.email.trim() };
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
    <form className="auth-form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <fieldset className="auth-section">
        <legend className="auth-section__title">{ta('signup.personal')}</legend>
        <div className="auth-row">
          <TextField
            label={ta('signup.firstName')}
            autoComplete="given-name"
            autoCapitalize="words"
            required
            maxLength={50}
            value={fields.firstName}
            onChange={set('firstName')}
          />
          <TextField
            label={ta('signup.lastName')}
            autoComplete="family-name"
            autoCapitalize="words"
            required
            maxLength={50}
            value={fields.lastName}
            onChange={set('lastName')}
          />
        </div>
        <TextField
          label={ta('signup.birthDate')}
          type="date"
          autoComplete="bday"
          required
          max={latestBirthDate(new Date())}
          value={fields.birthDate}
          onChange={set('birthDate')}
          error={fieldErrors.birthDate}
        />
        <TextField
          label={ta('signup.phone')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          required
          maxLength={24}
          value={fields.phone}
          onChange={set('phone')}
          error={fieldErrors.phone}
        />
        <PickerField
          label={ta('signup.gender')}
          options={GENDERS}
          value={fields.gender}
          placeholder={ta('signup.choose')}
          empty=""
          loadingText={ta('signup.loading')}
          onChange={set('gender')}
        />
      </fieldset>
      <fieldset className="auth-section">
        <legend className="auth-section__title">{ta('signup.place')}</legend>
        <PlacePickers place={place} onChange={setPlace} />
        <PickerField
          label={ta('signup.nationality')}
          options={NATIONALITIES}
          value={nationality || undefined}
          valueText={nationality}
          placeholder={ta('signup.choose')}
          searchLabel={ta('signup.searchNationality')}
          empty={ta('signup.noNationalities')}
          loadingText={ta('signup.loading')}
          onChange={setNationality}
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
          value={fields.email}
          onChange={set('email')}
          error={fieldErrors.email}
        />
        <PasswordField
          label={ta('auth.password')}
          value={fields.password}
          onChange={set('password')}
          autoComplete="new-password"
          error={fieldErrors.password}
        />
        <PasswordField
          label={ta('signup.confirm')}
          value={fields.confirm}
          onChange={set('confirm')}
          autoComplete="new-password"
          error={fieldErrors.confirm}
        />
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
