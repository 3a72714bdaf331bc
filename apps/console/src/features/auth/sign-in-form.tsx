import { type StaffMe, type StaffSignInRequest, staffSignInRequest } from '@loyalty/contract/admin';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { FormAlert } from '../../components/alert';
import { SubmitButton } from '../../components/submit-button';
import { TextField } from '../../components/text-field';
import { AdminApiError } from '../../lib/api';
import { showFailure, useSchemaForm } from '../../lib/forms';
import { signIn } from './auth-calls';

const FIELDS = ['email', 'password', 'totp'] as const;

/** The server asks for the second factor: 401 naming the `totp` field, before one was sent. */
const asksForCode = (error: unknown, sent: StaffSignInRequest): error is AdminApiError =>
  error instanceof AdminApiError && error.status === 401 && 'totp' in error.fields && !sent.totp;

/**
 * E-mail and password; when the member has a second factor the server asks for it and the form
 * shows the code field, keeping what was typed, and sends all three again.
 */
export function SignInForm({ onSignedIn }: { onSignedIn: (me: StaffMe) => void }) {
  const form = useSchemaForm(staffSignInRequest, { email: '', password: '' });
  const [codeAsked, setCodeAsked] = useState<string | undefined>();
  const call = useMutation({ mutationFn: signIn, onSuccess: onSignedIn });

  const submit = form.handleSubmit(async (values) => {
    if (call.isPending) return;
    const sent = codeAsked ? values : { email: values.email, password: values.password };
    try {
      await call.mutateAsync(sent);
    } catch (error) {
      if (asksForCode(error, sent)) {
        setCodeAsked(error.fields.totp);
        form.setValue('totp', '');
        setTimeout(() => form.setFocus('totp'));
        return;
      }
      showFailure(form, error, FIELDS, 'Signing in failed. Please try again.');
    }
  });

  return (
    <form className="form" noValidate onSubmit={submit} aria-label="Sign in">
      <FormAlert message={form.formState.errors.root?.server?.message} />
      <TextField form={form} name="email" label="E-mail" type="email" autoComplete="username" />
      <TextField
        form={form}
        name="password"
        label="Password"
        type="password"
        autoComplete="current-password"
      />
      {codeAsked !== undefined && (
        <TextField
          form={form}
          name="totp"
          label="6-digit code"
          hint={codeAsked}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
        />
      )}
      <SubmitButton busy={call.isPending} label="Sign in" busyLabel="Signing in…" />
      <p className="form__aside">
        <Link to="/forgot-password">Forgot your password?</Link>
      </p>
    </form>
  );
}
