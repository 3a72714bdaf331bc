import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import * as z from 'zod/mini';
import { Modal } from '../../../components/modal';
import { PointsStepper } from '../../../components/points-stepper';
import {
  EMPTY_RECIPIENT,
  RecipientFields,
  recipientSchema,
} from '../../../components/recipient-fields';
import { SubmitButton } from '../../../components/submit-button';
import { TextField } from '../../../components/text-field';
import { useRedeemAmount } from '../../../api/calculate-points';
import { showAlert } from '../../../lib/alerts';
import { ApiError } from '../../../lib/api-client';
import { formatAmount } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { tPoints } from '../../../i18n/points';
import { useSharePoints } from '../api/loy-share-points';
import { lookUpRecipient } from '../api/loy-share-recipient';
import type { Recipient } from '../api/loy-share-recipient';
import { SLIDER_STOPS, percentForPoints, pointsAtPercent } from '../share-slider';
import { ShareConfirm } from './share-confirm';

/** The recipient and the points; "at most the balance" is said live under the stepper instead. */
const shareSchema = z.extend(recipientSchema, { points: z.number() });
type ShareInput = z.input<typeof shareSchema>;
type ShareValues = z.output<typeof shareSchema>;

/** The failure text: the server's reason when it gave one, else the spec's. */
function failureText(message: string | undefined): string {
  return message?.trim() || tPoints('share.failed');
}

/**
 * docs/wire-protocol.md §2 "Share points": recipient e-mail and mobile (required), the points with minus and
 * plus (at most the balance), the five-stop slider, the AED value, and Share, which asks the
 * customer to confirm whom the points go to and how many before anything is sent.
 */
export function SharePointsForm({ balance }: { balance: number }) {
  const { authUser } = useSession();
  const share = useSharePoints();
  const form = useForm<ShareInput, unknown, ShareValues>({
    resolver: zodResolver(shareSchema),
    defaultValues: { ...EMPTY_RECIPIENT, points: 0 },
  });
  const points = useWatch({ control: form.control, name: 'points' });
  const checking = form.formState.isSubmitting;
  const [confirming, setConfirming] = useState<{ recipient: Recipient; values: ShareValues }>();
  const sending = useRef(false);
  const sliderId = useId();
  const stopsId = useId();
  const amount = useRedeemAmount(points, points > 0);
  const percent = percentForPoints(balance, points);
  const tooMany = points > Math.max(balance, 0);
  const canSend = points > 0 && !tooMany;
  const setPoints = (next: number) => form.setValue('points', next);

  /** Share: the recipient is looked up first, and the send waits for the customer's yes. */
  async function lookUp(values: ShareValues) {
    const lookup = await lookUpRecipient(values.email, values.mobile);
    if (!lookup.ok) {
      form.setError('email', { type: 'server', message: failureText(lookup.message) });
      return;
    }
    setConfirming({ recipient: lookup.recipient, values });
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (checking || sending.current || !authUser || !canSend) return;
    if (!event.currentTarget.reportValidity()) return;
    void form.handleSubmit(lookUp)(event);
  }

  async function send(values: ShareValues) {
    if (sending.current || !authUser || !canSend) return;
    sending.current = true;
    try {
      const result = await share.mutateAsync({
        senderEmail: authUser.EMAIL ?? '',
        senderMobile: authUser.MOBILE ?? '',
        receiverEmail: values.email,
        receiverMobile: values.mobile,
        points: values.points,
      });
      setConfirming(undefined);
      if (result.ok) {
        showAlert({ success: true, message: tPoints('share.success') });
        form.reset();
      } else {
        showAlert({ success: false, message: failureText(result.message) });
      }
    } catch (error) {
      // Refused by the server (4xx): its reason. No answer: say so, a retry (the same
      // confirmation, the same Idempotency-Key) is safe.
      const refused = error instanceof ApiError && error.status >= 400 && error.status < 500;
      if (refused) setConfirming(undefined);
      showAlert({
        success: false,
        message: refused ? failureText(error.message) : tPoints('share.network'),
      });
    } finally {
      sending.current = false;
    }
  }

  return (
    <>
      <FormProvider {...form}>
        <form className="share-form" onSubmit={onSubmit}>
          <RecipientFields
            emailLabel={tPoints('share.email')}
            mobileLabel={tPoints('share.mobile')}
          />
          <PointsStepper
            label={tPoints('share.points')}
            value={points}
            // Kept as typed: more than the balance is said, not silently lowered.
            onChange={setPoints}
            max={Math.max(balance, 0)}
            decreaseLabel={tPoints('share.less')}
            increaseLabel={tPoints('share.more')}
            error={
              tooMany ? tPoints('share.tooMany', { balance: Math.max(balance, 0) }) : undefined
            }
          />
          <div className="field share-form__slider">
            <label htmlFor={sliderId} className="field__label">
              {tPoints('share.slider')}
            </label>
            <input
              id={sliderId}
              type="range"
              min={0}
              max={100}
              step={25}
              list={stopsId}
              value={percent}
              aria-valuetext={tPoints('share.sliderValue', { percent, points })}
              disabled={balance <= 0}
              onChange={(event) => setPoints(pointsAtPercent(balance, Number(event.target.value)))}
            />
            <datalist id={stopsId}>
              {SLIDER_STOPS.map((stop) => (
                <option key={stop} value={stop} label={`${stop}%`} />
              ))}
            </datalist>
            <div className="share-form__stops" aria-hidden="true">
              {SLIDER_STOPS.map((stop) => (
                <span key={stop}>{stop}%</span>
              ))}
            </div>
          </div>
          <TextField
            label={tPoints('share.amount')}
            readOnly
            value={formatAmount(amount)}
            data-testid="share-amount"
          />
          <SubmitButton busy={checking} disabled={!canSend}>
            {tPoints('share.submit')}
          </SubmitButton>
        </form>
      </FormProvider>
      <Modal
        open={confirming !== undefined}
        title={tPoints('share.confirmTitle')}
        onClose={() => {
          if (!sending.current) setConfirming(undefined);
        }}
      >
        {confirming && (
          <ShareConfirm
            recipient={confirming.recipient}
            points={confirming.values.points}
            amount={amount}
            busy={share.isPending}
            onSend={() => void send(confirming.values)}
            onCancel={() => setConfirming(undefined)}
          />
        )}
      </Modal>
    </>
  );
}
