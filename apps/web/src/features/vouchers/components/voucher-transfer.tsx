import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { BackLink } from '../../../components/back-link';
import {
  EMPTY_RECIPIENT,
  RecipientFields,
  recipientSchema,
} from '../../../components/recipient-fields';
import type { RecipientInput, RecipientValues } from '../../../components/recipient-fields';
import { ScreenTitle } from '../../../components/screen-title';
import { SubmitButton } from '../../../components/submit-button';
import { showAlert } from '../../../lib/alerts';
import { ApiError } from '../../../lib/api-client';
import { formatAmount } from '../../../lib/format';
import { tVoucher } from '../../../i18n/vouchers';
import { useTransferVoucher } from '../api/transfer-voucher';
import { voucherFromState } from '../voucher-kinds';
import '../vouchers.css';

/**
 * /vouchers/single/transfer (docs/wire-protocol.md §2 "Transfer voucher"): recipient e-mail and mobile, both
 * required. Success: green 'Successful' and back to /vouchers; failure: red text under the form.
 */
export function VoucherTransfer() {
  const location = useLocation();
  const voucher = voucherFromState(location.state);
  const navigate = useNavigate();
  const transfer = useTransferVoucher();
  const form = useForm<RecipientInput, unknown, RecipientValues>({
    resolver: zodResolver(recipientSchema),
    defaultValues: EMPTY_RECIPIENT,
  });
  const [failure, setFailure] = useState<string>();
  const sending = useRef(false);
  if (!voucher) return <Navigate to="/vouchers" replace />;

  async function send(values: RecipientValues) {
    if (sending.current || !voucher) return;
    sending.current = true;
    setFailure(undefined);
    try {
      const result = await transfer.mutateAsync({
        entryNo: voucher.entry_no,
        receiverEmail: values.email,
        receiverMobile: values.mobile,
      });
      if (result.ok) {
        showAlert({ success: true, message: tVoucher('transfer.success') });
        void navigate('/vouchers', { replace: true });
        return;
      }
      setFailure(result.message?.trim() || tVoucher('transfer.failed'));
    } catch (error) {
      // Refused by the server (4xx): its reason. No answer: say so, a retry is safe.
      const refused = error instanceof ApiError && error.status >= 400 && error.status < 500;
      setFailure(
        refused ? error.message || tVoucher('transfer.failed') : tVoucher('transfer.network'),
      );
    } finally {
      sending.current = false;
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending.current || !event.currentTarget.reportValidity()) return;
    void form.handleSubmit(send)(event);
  }

  return (
    <main className="page page--with-nav voucher-transfer">
      <BackLink to="/vouchers" label={tVoucher('transfer.back')} />
      <ScreenTitle>{tVoucher('transfer.title')}</ScreenTitle>
      <p className="voucher-transfer__intro">
        {tVoucher('transfer.intro', { value: formatAmount(voucher.Redeem_value) })}
      </p>
      <FormProvider {...form}>
        <form className="voucher-form" onSubmit={onSubmit}>
          <RecipientFields
            emailLabel={tVoucher('transfer.email')}
            mobileLabel={tVoucher('transfer.mobile')}
          />
          {failure && (
            <p className="form-error" role="alert">
              {failure}
            </p>
          )}
          <SubmitButton busy={transfer.isPending}>{tVoucher('transfer.submit')}</SubmitButton>
        </form>
      </FormProvider>
    </main>
  );
}
