import type { StaffMe } from '@loyalty/contract/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { Alert, FormAlert } from '../../components/alert';
import { SubmitButton } from '../../components/submit-button';
import { TextField } from '../../components/text-field';
import { showFailure, useSchemaForm } from '../../lib/forms';
import { meQuery } from '../../lib/me';
import { homeOf } from '../../lib/navigation';
import { acceptInvitation, invitationForm } from './auth-calls';
import { AuthFrame } from './auth-frame';
import { PASSWORD_HINT } from './reset-password-page';

/** The page of a mailed invitation (`/invite?token=`): name and password, then signed in. */
export function AcceptInvitationPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useSchemaForm(invitationForm, { token, password: '', name: '' });
  const call = useMutation({
    mutationFn: acceptInvitation,
    onSuccess: (me: StaffMe) => {
      queryClient.setQueryData(meQuery.queryKey, me);
      void navigate(homeOf(me.role), { replace: true });
    },
  });
  const submit = form.handleSubmit(async ({ name, ...values }) => {
    if (call.isPending) return;
    try {
      await call.mutateAsync(name?.trim() ? { ...values, name } : values);
    } catch (error) {
      showFailure(form, error, ['name', 'password'], 'Joining failed. Please try again.');
    }
  });
  if (!token)
    return (
      <AuthFrame title="Join the team">
        <Alert tone="error">This link is incomplete. Ask the owner to invite you again.</Alert>
      </AuthFrame>
    );
  return (
    <AuthFrame title="Join the team">
      <form className="form" noValidate onSubmit={submit} aria-label="Accept the invitation">
        <FormAlert
          message={
            form.formState.errors.root?.server?.message ?? form.formState.errors.token?.message
          }
        />
        <TextField
          form={form}
          name="name"
          label="Your name"
          autoComplete="name"
          hint="Leave it empty to keep the name the owner gave."
        />
        <TextField
          form={form}
          name="password"
          label="Choose a password"
          type="password"
          autoComplete="new-password"
          hint={PASSWORD_HINT}
        />
        <SubmitButton busy={call.isPending} label="Join" busyLabel="Joining…" />
      </form>
    </AuthFrame>
  );
}
