import { useQueryClient } from '@tanstack/react-query';
import { callAuth } from '@loyalty/contract';
import { useId, useRef } from 'react';
import { useController } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { BackLink } from '../../../components/back-link';
import { ScreenTitle } from '../../../components/screen-title';
import { useCustomerPoints, LAST_KNOWN_POINTS } from '../../../api/customer-points';
import { tAccount } from '../../../i18n/account';
import { showAlert } from '../../../lib/alerts';
import { ApiError } from '../../../lib/api-client';
import { failureText } from '../../../lib/failure-text';
import { formatPoints } from '../../../lib/format';
import { forgetLastKnown } from '../../../lib/last-known';
import { clearSignedInUser } from '../../../lib/session';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useTextField } from '../../../lib/use-text-field';
import { deleteAccountSchema, type DeleteAccountValues } from '../account-rules';
import { useOurDeleteAccount } from '../api/our-delete-account';
import { PasswordField } from './password-field';
import '../auth.css';
import '../account.css';

/** The call never reached the server (offline, or the server out of reach): nothing changed. */
const unreached = (error: unknown) => error instanceof ApiError && error.status === 0;

const isCustomerCall = (key: readonly unknown[]) =>
  typeof key[0] === 'string' &&
  Object.hasOwn(callAuth, key[0]) &&
  callAuth[key[0] as keyof typeof callAuth] === 'customer';

/**
 * /delete-account (ours): says what is lost, asks for the password and a ticked box. The
 * server has ended every session by then, so the app forgets the customer without a Logout.
 */
export function DeleteAccountScreen() {
  const form = useSchemaForm(deleteAccountSchema, { password: '', understood: false });
  const password = useTextField(form, 'password');
  const { field: box, fieldState: boxState } = useController({
    control: form.control,
    name: 'understood',
  });
  const boxError = useId();
  const remove = useOurDeleteAccount();
  const customer = useCustomerPoints().data ?? undefined;
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const sending = useRef(false);

  function leave() {
    forgetLastKnown(LAST_KNOWN_POINTS);
    queryClient.removeQueries({ predicate: (query) => isCustomerCall(query.queryKey) });
    clearSignedInUser();
    void navigate('/', { replace: true });
    showAlert({
      success: true,
      mode: tAccount('delete.mode'),
      message: tAccount('delete.done'),
      duration: 0,
    });
  }

  async function onValid(values: DeleteAccountValues) {
    if (sending.current) return;
    sending.current = true;
    try {
      const result = await remove.mutateAsync({ password: values.password });
      if (result.ok) return leave();
      form.setError('password', { message: result.message ?? tAccount('delete.failed') });
    } catch (error) {
      showAlert({
        success: false,
        mode: tAccount('delete.mode'),
        message: unreached(error)
          ? tAccount('delete.offline')
          : failureText(error, tAccount('delete.failed')),
      });
    } finally {
      sending.current = false;
    }
  }

  const points = customer?.CURRENTPOINTS;
  return (
    <main className="page page--with-nav account-screen">
      <BackLink to="/profile" label={tAccount('delete.back')} />
      <ScreenTitle>{tAccount('delete.title')}</ScreenTitle>
      <form
        className="auth-form"
        noValidate
        onSubmit={(event) => void form.handleSubmit(onValid)(event)}
      >
        <p className="account-screen__intro">{tAccount('delete.lost')}</p>
        <ul className="account-screen__lost" data-testid="delete-account-lost">
          <li>
            {points === undefined
              ? tAccount('delete.pointsUnknown')
              : tAccount('delete.points', { points: formatPoints(points) })}
          </li>
          <li>{tAccount('delete.vouchers')}</li>
          <li>{tAccount('delete.details')}</li>
        </ul>
        <p className="account-screen__intro">{tAccount('delete.after')}</p>
        <PasswordField
          label={tAccount('delete.password')}
          {...password}
          autoComplete="current-password"
          maxLength={128}
        />
        <div>
          <label className="account-check">
            <input
              type="checkbox"
              name={box.name}
              checked={box.value}
              onChange={(event) => {
                box.onChange(event.target.checked);
                if (boxState.error) form.clearErrors('understood');
              }}
              onBlur={box.onBlur}
              aria-invalid={boxState.error ? true : undefined}
              aria-describedby={boxState.error ? boxError : undefined}
            />
            <span>{tAccount('delete.confirm')}</span>
          </label>
          {boxState.error && (
            <p id={boxError} className="field__error">
              {boxState.error.message}
            </p>
          )}
        </div>
        <div className="auth-form__actions">
          <button
            type="submit"
            className="button button--danger button--block busy-button"
            disabled={remove.isPending}
            aria-busy={remove.isPending}
          >
            {remove.isPending && <span className="busy-spinner" aria-hidden="true" />}
            {tAccount('delete.submit')}
          </button>
        </div>
      </form>
    </main>
  );
}
