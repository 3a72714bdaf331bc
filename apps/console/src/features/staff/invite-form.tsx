import { staffInviteRequest, staffRoles } from '@loyalty/contract/admin';
import type { StaffRole } from '@loyalty/contract/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { Alert, FormAlert } from '../../components/alert';
import { SubmitButton } from '../../components/submit-button';
import { TextField } from '../../components/text-field';
import { showFailure, useSchemaForm } from '../../lib/forms';
import { ROLE_NAMES } from '../../lib/navigation';
import { inviteStaff } from './staff-calls';

/** Invites a member by e-mail: the mailed link lets them choose a password and join. */
export function InviteForm({ onDirty }: { onDirty: (dirty: boolean) => void }) {
  const queryClient = useQueryClient();
  const form = useSchemaForm(staffInviteRequest, { email: '', name: '', role: 'cashier' });
  const [invited, setInvited] = useState<string>();
  const roleId = useId();
  const call = useMutation({ mutationFn: inviteStaff });
  const { isDirty } = form.formState;
  useEffect(() => onDirty(isDirty), [isDirty, onDirty]);
  const submit = form.handleSubmit(async (values) => {
    if (call.isPending) return;
    setInvited(undefined);
    try {
      const member = await call.mutateAsync({ ...values, role: values.role as StaffRole });
      await queryClient.invalidateQueries({ queryKey: ['staff'] });
      form.reset();
      setInvited(member.email);
    } catch (error) {
      showFailure(form, error, ['email', 'name', 'role'], 'The invitation was not sent.');
    }
  });
  const roleError = form.formState.errors.role?.message;
  return (
    <section className="settings-section" aria-labelledby="invite-title">
      <h2 id="invite-title">Invite a member</h2>
      <form className="form" noValidate onSubmit={submit} aria-labelledby="invite-title">
        <FormAlert message={form.formState.errors.root?.server?.message} />
        {invited && !isDirty && <Alert tone="ok">An invitation is on its way to {invited}.</Alert>}
        <div className="form-grid">
          <TextField form={form} name="email" label="E-mail" type="email" autoComplete="off" />
          <TextField form={form} name="name" label="Name" autoComplete="off" />
          <div className="field">
            <label htmlFor={roleId} className="field__label">
              Role
            </label>
            <select
              id={roleId}
              className="field__input"
              {...form.register('role')}
              {...(roleError ? { 'aria-invalid': true } : {})}
            >
              {staffRoles.map((role) => (
                <option key={role} value={role}>
                  {ROLE_NAMES[role]}
                </option>
              ))}
            </select>
            {roleError && (
              <p className="field__error" role="alert">
                {roleError}
              </p>
            )}
          </div>
        </div>
        <SubmitButton busy={call.isPending} label="Send the invitation" busyLabel="Sending…" />
      </form>
    </section>
  );
}
