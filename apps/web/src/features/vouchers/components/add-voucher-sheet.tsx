import { str } from '@loyalty/contract';
import { useEffect, useRef, useState } from 'react';
import * as z from 'zod/mini';
import { BottomSheet } from '../../../components/bottom-sheet';
import { SubmitButton } from '../../../components/submit-button';
import { TextField } from '../../../components/text-field';
import { showAlert } from '../../../lib/alerts';
import { failureText } from '../../../lib/failure-text';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useTextField } from '../../../lib/use-text-field';
import { tVoucher } from '../../../i18n/vouchers';
import { useAddVoucherExternal } from '../api/loy-add-voucher-external';
import { canScan } from '../qr-scan';
import { QrScanner } from './qr-scanner';

/** docs/wire-protocol.md §9: a scanned code is sent 1.5 s after it was read (time to see what was read). */
export const SCAN_SUBMIT_DELAY_MS = 1500;

/** ENTRY_NO as the contract reads it; an empty code is the browser's to refuse (`required`). */
const addVoucherSchema = z.object({ code: str(64) });

/**
 * 'Add Voucher' (docs/wire-protocol.md §2): a camera QR scanner that can be switched on, and the code form. A
 * scanned code fills the form, which sends itself 1.5 s later.
 */
export function AddVoucherSheet({ open, onClose }: { open: boolean; onClose: () => void }) {
  const add = useAddVoucherExternal();
  const form = useSchemaForm(addVoucherSchema, { code: '' });
  const code = useTextField(form, 'code');
  const [scanning, setScanning] = useState(false);
  const element = useRef<HTMLFormElement>(null);
  const sending = useRef(false);
  const autoSubmit = useRef<ReturnType<typeof setTimeout>>(undefined);
  const scannerAvailable = canScan();

  useEffect(() => () => clearTimeout(autoSubmit.current), []);

  /** Closing turns the camera off and forgets a pending automatic send. */
  function close() {
    clearTimeout(autoSubmit.current);
    setScanning(false);
    onClose();
  }

  function scanned(value: string) {
    setScanning(false);
    form.setValue('code', value);
    clearTimeout(autoSubmit.current);
    autoSubmit.current = setTimeout(() => element.current?.requestSubmit(), SCAN_SUBMIT_DELAY_MS);
  }

  async function onValid(values: { code: string }) {
    if (sending.current) return;
    sending.current = true;
    try {
      const result = await add.mutateAsync(values.code);
      if (result.ok) {
        form.reset();
        close();
        showAlert({ success: true, message: tVoucher('add.success') });
        return;
      }
      // The server's reason (a code already claimed, unknown, expired) on the code field.
      form.setError('code', { message: result.message ?? tVoucher('add.failed') });
      return;
    } catch (error) {
      console.warn('LoyAddVoucherExternal failed', error);
      const reason = failureText(error);
      if (reason) {
        form.setError('code', { message: reason });
        return;
      }
    } finally {
      sending.current = false;
    }
    showAlert({ success: false, message: tVoucher('add.failed') });
  }

  return (
    <BottomSheet open={open} title={tVoucher('add.title')} onClose={close}>
      <div className="add-voucher">
        {scannerAvailable ? (
          <label className="switch">
            <input
              type="checkbox"
              role="switch"
              checked={scanning}
              onChange={(event) => setScanning(event.target.checked)}
            />
            <span className="switch__track" aria-hidden="true" />
            <span>{tVoucher('add.scan')}</span>
          </label>
        ) : (
          <p className="add-voucher__note">{tVoucher('add.noScanner')}</p>
        )}
        {scanning && <QrScanner onCode={scanned} onBlocked={() => setScanning(false)} />}
        <form
          ref={element}
          className="add-voucher__form"
          onSubmit={(event) => {
            clearTimeout(autoSubmit.current);
            void form.handleSubmit(onValid)(event);
          }}
        >
          <TextField
            label={tVoucher('add.code')}
            required
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={64}
            {...code}
          />
          <SubmitButton busy={add.isPending}>{tVoucher('add.submit')}</SubmitButton>
        </form>
      </div>
    </BottomSheet>
  );
}
