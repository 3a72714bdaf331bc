import { useMutation } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Alert, FormAlert } from '../../components/alert';
import { SubmitButton } from '../../components/submit-button';
import { TextField } from '../../components/text-field';
import { showFailure, useSchemaForm } from '../../lib/forms';
import { requestReset, resetRequest } from './auth-calls';
import { AuthFrame } from './auth-frame';

/** Asks for a reset link by mail; the answer is the same whether the address is known. */
export function ForgotPasswordPage() {
  const form = useSchemaForm(resetRequest, { email: '' });
  const call = useMutation({ mutationFn: requestReset });
  const submit = form.handleSubmit(async (values) => {
    if (call.isPending) return;
    try {
      await call.mutateAsync(values);
    } catch (error) {
      showFailure(form, error, ['email'], 'The link could not be sent. Please try again.');
    }
  });
  return (
    <AuthFrame title="Forgot your password?">
      {call.isSuccess ? (
        <Alert tone="ok">{call.data.MESSAGE}</Alert>
      ) : (
        <form className="form" noValidate onSubmit={submit} aria-label="Ask for a reset link">
          <p>
            Enter the e-mail you sign in with and we will mail you a link to set a new password.
          </p>
          <FormAlert message={form.formState.errors.root?.server?.message} />
          <TextField form={form} name="email" label="E-mail" type="email" autoComplete="username" />
          <SubmitButton busy={call.isPending} label="Send the link" busyLabel="Sending…" />
        </form>
      )}
      <p className="form__aside">
        <Link to="/sign-in">Back to sign in</Link>
      </p>
    </AuthFrame>
  );
}
