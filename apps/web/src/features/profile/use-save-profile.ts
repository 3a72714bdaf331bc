import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { showAlert } from '../../lib/alerts';
import { isOfAge } from '../../lib/age';
import { useAppConfig } from '../../lib/app-settings';
import { failureText } from '../../lib/failure-text';
import {
  customerPointsQueryOptions,
  keepEditedCustomerPoints,
  useCustomerPoints,
} from '../../api/customer-points';
import type { CustomerPoints } from '../../api/customer-points';
import { useSession } from '../../lib/session';
import { tProfile } from '../../i18n/profile';
import type { ProfileMessageKey } from '../../i18n/profile';
import { useUpdateCustomer } from './api/loy-update-customer';
import { useUploadPicture } from './api/profile-picture-uploader';
import { applyDetails, customerDetails, pictureName } from './customer-details';
import type { CustomerDetails } from './customer-details';

/**
 * What the modal does after a save: close (saved), stay open, or stay open showing what is
 * wrong (the server's reason, or the app's own rule) on the field it concerns.
 */
export type SaveOutcome = 'close' | 'stay' | { error: string };

function alert(success: boolean, key: ProfileMessageKey) {
  showAlert({ success, message: tProfile(key) });
}

/**
 * Saving a profile edit (docs/wire-protocol.md §4 "Profile edit", §5 "Profile"): LoyUpdateCustomer with the full
 * details and the edit laid over them. The age rule refuses a birthday under 18 before anything
 * is sent. Saved: the record on screen and the user cookie follow (a new e-mail only once its
 * link is opened); refused by the server: the modal stays open with the server's reason on the
 * field.
 */
export function useSaveProfile() {
  const { clientId } = useAppConfig();
  const { authUser, signIn } = useSession();
  const customer = useCustomerPoints().data ?? undefined;
  const queryClient = useQueryClient();
  const update = useUpdateCustomer();
  const upload = useUploadPicture();
  const busy = useRef(false);

  function saved(before: CustomerPoints, details: CustomerDetails) {
    if (authUser) {
      const after = applyDetails(before, details);
      // The user cookie keeps the name and mobile (docs/wire-protocol.md §3), and the e-mail the app sends as
      // the sender's when points or vouchers are shared.
      const user = {
        ...authUser,
        CUST_NAME: after.CUST_NAME,
        MOBILE: after.MOBILE,
        EMAIL: after.EMAIL,
      };
      // The record is asked for by customer code and mobile: a new mobile is a new query key,
      // which starts from the edited record rather than from nothing.
      queryClient.setQueryData(customerPointsQueryOptions(authUser).queryKey, after);
      queryClient.setQueryData(customerPointsQueryOptions(user).queryKey, after);
      keepEditedCustomerPoints(authUser.CUST_CODE, after);
      signIn(user);
    }
    // Then the server's own reading (names capitalised, the picture's address) replaces it.
    void queryClient.invalidateQueries({ queryKey: ['GetLoyPoints'] });
  }

  async function save(
    edit: Partial<CustomerDetails>,
    networkFailure: ProfileMessageKey = 'alert.failedDetails',
  ): Promise<SaveOutcome> {
    if (busy.current) return 'stay';
    if (!customer || !clientId) {
      alert(false, 'alert.missing');
      return 'stay';
    }
    if (edit.BIRTHDATE !== undefined && !isOfAge(String(edit.BIRTHDATE))) {
      showAlert({
        success: false,
        mode: tProfile('alert.mode'),
        message: tProfile('alert.tooYoung'),
        duration: 3000,
      });
      return 'stay';
    }
    const current = customerDetails(customer);
    const details = { ...current, ...edit };
    // A new e-mail applies once the link the server mailed to it is opened.
    const newEmail =
      (details.EMAIL ?? '').trim().toLowerCase() !== (current.EMAIL ?? '').toLowerCase();
    busy.current = true;
    try {
      const result = await update.mutateAsync(details);
      if (!result.ok) return { error: result.message ?? tProfile('alert.failed') };
      saved(customer, newEmail ? { ...details, EMAIL: current.EMAIL } : details);
      if (newEmail) alert(true, 'alert.confirmEmail');
      return 'close';
    } catch (error) {
      console.warn('LoyUpdateCustomer failed', error);
      // A refusal sent as an HTTP error still carries the server's reason.
      const reason = failureText(error);
      if (reason) return { error: reason };
      alert(false, networkFailure);
      return 'stay';
    } finally {
      busy.current = false;
    }
  }

  /** The photo flow: check the type, upload, then save the stored file's name as profile_img. */
  async function savePhoto(file: File): Promise<SaveOutcome> {
    if (busy.current) return 'stay';
    if (!file.type.startsWith('image/')) return { error: tProfile('alert.notImage') };
    if (!customer || !clientId) {
      alert(false, 'alert.missing');
      return 'stay';
    }
    busy.current = true;
    try {
      const uploaded = await upload.mutateAsync({ file, custCode: customer.CUST_CODE, clientId });
      const name = pictureName(uploaded.data.fileName);
      if (!uploaded.ok || name === '') {
        return { error: uploaded.message ?? tProfile('alert.uploadFailed') };
      }
      const details = { ...customerDetails(customer), profile_img: name };
      const result = await update.mutateAsync(details);
      if (!result.ok) return { error: result.message ?? tProfile('alert.failedDetails') };
      alert(true, 'alert.updated');
      saved(customer, details);
      return 'close';
    } catch (error) {
      console.warn('profile picture failed', error);
      // The server refused the file (not a picture, too large): its reason, on the picker.
      const reason = failureText(error);
      if (reason) return { error: reason };
      alert(false, 'alert.unexpected');
      return 'stay';
    } finally {
      busy.current = false;
    }
  }

  return { customer, save, savePhoto, busy: update.isPending || upload.isPending };
}
