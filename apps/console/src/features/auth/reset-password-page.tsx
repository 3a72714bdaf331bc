import { useMutation } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { Alert, FormAlert } from '../../components/alert';
import { SubmitButton } from '../../components/submit-button';
import { TextField } from '../../components/text-field';
import { showFailure, useSchemaForm } from '../../lib/forms';
import { completeReset, resetComplete } from './auth-calls';
import { AuthFrame } from './auth-frame';

export const PASSWORD_HINT = 'At least 8 characters.';

/** The page of a mailed reset link (`/reset?token=`): a new password for the account. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const form = useSchemaForm(resetComplete, { token, password: '' });
  const call = useMutation({ mutationFn: completeReset });
  const submit = form.handleSubmit(async (values) => {
    if (call.isPending) return;
    try {
      await call.mutateAsync(values);
    } catch (error) {
      showFailure(form, error, ['password'], 'The password could not be set. Please try again.');
    }
  });
  if (!token)
    return (
      <AuthFrame title="Set a new password">
        <Alert tone="error">This link is incomplete. Ask for a new one.</Alert>
        <p className="form__aside">
          <Link to="/forgot-password">Ask for a new link</Link>
        </p>
      </AuthFrame>
    );
  return (
    <AuthFrame title="Set a new password">
      {call.isSuccess ? (
        <>
          <Alert tone="ok">{call.data.MESSAGE}</Alert>
          <p className="form__aside">
            <Link to="/sign-in">Sign in</Link>
          </p>
        </>
      ) : (
        <form className="form" noValidate onSubmit={submit} aria-label="Set a new password">
          <FormAlert
            message={
              form.formState.errors.root?.server?.message ?? form.formState.errors.token?.message
            }
          />
          <TextField
            form={form}
            name="password"
            label="New password"
            type="password"
            autoComplete="new-password"
            hint={PASSWORD_HINT}
          />
          <SubmitButton busy={call.isPending} label="Set the password" busyLabel="Saving…" />
        </form>
      )}
    </AuthFrame>
  );
}
