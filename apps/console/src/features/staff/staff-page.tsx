import { useCallback, useState } from 'react';
import { LeaveGuard } from '../../components/leave-guard';
import { PageHeader } from '../../components/page-header';
import { InviteForm } from './invite-form';
import { KeysSection } from './keys-section';
import { StaffList } from './staff-list';

/** The programme's staff and the tills' keys (owners only). */
export function StaffPage() {
  const [dirty, setDirty] = useState({ invite: false, key: false });
  const onInvite = useCallback((invite: boolean) => setDirty((d) => ({ ...d, invite })), []);
  const onKey = useCallback((key: boolean) => setDirty((d) => ({ ...d, key })), []);
  return (
    <>
      <PageHeader title="Staff and keys" />
      <LeaveGuard when={dirty.invite || dirty.key} />
      <div className="settings">
        <StaffList />
        <InviteForm onDirty={onInvite} />
        <KeysSection onDirty={onKey} />
      </div>
    </>
  );
}
