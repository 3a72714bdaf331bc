import { useMemo, useRef } from 'react';
import { useController } from 'react-hook-form';
import * as z from 'zod/mini';
import { BottomSheet } from '../../../components/bottom-sheet';
import { PointsStepper } from '../../../components/points-stepper';
import { SubmitButton } from '../../../components/submit-button';
import { showAlert } from '../../../lib/alerts';
import { useRedeemAmount } from '../../../api/calculate-points';
import { useCustomerPoints } from '../../../api/customer-points';
import { formatAmount, formatPoints } from '../../../lib/format';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { tVoucher } from '../../../i18n/vouchers';
import { useCreateVoucher } from '../api/create-voucher';

export interface GeneratedVoucher {
  REEDEEM_AMOUNT: number;
  VOUCHER_NO: string;
  EXPIRE_DATE: string;
}

interface CreateVoucherSheetProps {
  open: boolean;
  onClose: () => void;
  /** The voucher was made: the caller closes this sheet and shows it. */
  onCreated: (voucher: GeneratedVoucher) => void;
}

/** No more points than the customer has (docs/wire-protocol.md §5); none is not sent at all. */
function createVoucherSchema(total: number) {
  return z.object({
    points: z.number().check(z.maximum(total, tVoucher('create.insufficient'))),
  });
}

/**
 * 'Redeem Points' (docs/wire-protocol.md §2, §4, §5): the points to exchange (minus, plus, typed; never below 0,
 * no more digits than the total has), their AED value while 0 < points ≤ total, and Generate.
 */
export function CreateVoucherSheet({ open, onClose, onCreated }: CreateVoucherSheetProps) {
  const total = useCustomerPoints().data?.POINTS_TOTAL ?? 0;
  const create = useCreateVoucher();
  const schema = useMemo(() => createVoucherSchema(total), [total]);
  const form = useSchemaForm(schema, { points: 0 });
  const field = useController({ control: form.control, name: 'points' }).field;
  const points = field.value;
  const sending = useRef(false);
  const within = points > 0 && points <= total;
  const amount = useRedeemAmount(points, within);

  function change(next: number) {
    field.onChange(next);
    if (next > total) {
      showAlert({
        success: false,
        message: tVoucher('create.onlyPossible', { total: formatPoints(total) }),
      });
    }
  }

  async function onValid(values: { points: number }) {
    if (sending.current || values.points <= 0) return;
    sending.current = true;
    try {
      const result = await create.mutateAsync(values.points);
      const { REEDEEM_AMOUNT, VOUCHER_NO, EXPIRE_DATE } = result.data;
      if (result.ok && VOUCHER_NO && EXPIRE_DATE && REEDEEM_AMOUNT !== undefined) {
        showAlert({ success: true, message: tVoucher('create.success') });
        form.reset();
        onCreated({ REEDEEM_AMOUNT, VOUCHER_NO, EXPIRE_DATE });
        return;
      }
      showAlert({
        success: false,
        message: result.message?.trim() || tVoucher('create.failed'),
      });
    } catch (error) {
      console.warn('CreateVoucher failed', error);
      showAlert({ success: false, message: tVoucher('create.failed') });
    } finally {
      sending.current = false;
    }
  }

  return (
    <BottomSheet open={open} title={tVoucher('create.title')} onClose={onClose}>
      <form
        className="create-voucher"
        onSubmit={(event) =>
          // Too many points is said in the banner, as when they are chosen.
          void form.handleSubmit(onValid, (errors) =>
            showAlert({
              success: false,
              message: errors.points?.message ?? tVoucher('create.insufficient'),
            }),
          )(event)
        }
      >
        <p className="create-voucher__collected">
          {tVoucher('create.collected')}{' '}
          <strong data-testid="create-total">{formatPoints(total)}</strong>{' '}
          {tVoucher('create.points')}
        </p>
        <p className="create-voucher__question">{tVoucher('create.question')}</p>
        <PointsStepper
          label={tVoucher('create.pointsLabel')}
          value={points}
          onChange={change}
          maxDigits={String(Math.trunc(total)).length}
          decreaseLabel={tVoucher('create.less')}
          increaseLabel={tVoucher('create.more')}
        />
        <p className="create-voucher__receive" data-testid="create-amount" aria-live="polite">
          {tVoucher('create.receive', { amount: formatAmount(amount) })}
        </p>
        <SubmitButton busy={create.isPending} disabled={points <= 0}>
          {tVoucher('create.submit')}
        </SubmitButton>
      </form>
    </BottomSheet>
  );
}
