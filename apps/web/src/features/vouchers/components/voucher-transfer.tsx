import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { BackLink } from '../../../components/back-link';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { SubmitButton } from '../../../components/submit-button';
import { TextField } from '../../../components/text-field';
import { showAlert } from '../../../lib/alerts';
import { ApiError } from '../../../lib/api-client';
import { formatAmount } from '../../../lib/format';
import { tVoucher } from '../../../i18n/vouchers';
import { useTransferVoucher } from '../api/transfer-voucher';
import { voucherFromState } from '../voucher-kinds';
import '../vouchers.css';
import { ScreenTitle } from '../../../components/screen-title';

/**
 * /vouchers/single/transfer (docs/wire-protocol.md §2 "Transfer voucher"): recipient e-mail and mobile, both
 * required. Success: green 'Successful' and back to /vouchers; failure: red text under the form.
 */
export function VoucherTransfer() {
  const location = useLocation();
  const voucher = voucherFromState(location.state);
  const navigate = useNavigate();
  const transfer = useTransferVoucher();
  const [email, setEmail] = useState('');
  const [mobile, setMobile] = useState('');
  const [failure, setFailure] = useState<string>();
  const sending = useRef(false);
  if (!voucher) return <Navigate to="/vouchers" replace />;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending.current || !voucher || !event.currentTarget.reportValidity()) return;
    sending.current = true;
    setFailure(undefined);
    try {
      const result = await transfer.mutateAsync({
        entryNo: voucher.entry_no,
        receiverEmail: email,
        receiverMobile: mobile,
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

  return (
    <main className="page page--with-nav voucher-transfer">
      <BackLink to="/vouchers" label={tVoucher('transfer.back')} />
      <ScreenTitle>{tVoucher('transfer.title')}</ScreenTitle>
      <p className="voucher-transfer__intro">
        {tVoucher('transfer.intro', { value: formatAmount(voucher.Redeem_value) })}
      </p>
      <form className="voucher-form" onSubmit={(event) => void onSubmit(event)}>
        <TextField
          label={tVoucher('transfer.email')}
          type="email"
          inputMode="email"
          autoComplete="off"
          required
          maxLength={100}
          value={email}
          onChange={setEmail}
        />
        <TextField
          label={tVoucher('transfer.mobile')}
          type="tel"
          autoComplete="off"
          required
          maxLength={24}
          value={mobile}
          onChange={setMobile}
        />
        {failure && (
          <p className="form-error" role="alert">
            {failure}
          </p>
        )}
        <SubmitButton busy={transfer.isPending}>{tVoucher('transfer.submit')}</SubmitButton>
      </form>
    </main>
  );
}
