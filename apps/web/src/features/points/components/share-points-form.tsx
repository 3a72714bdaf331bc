import { useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { PointsStepper } from '../../../components/points-stepper';
import { SubmitButton } from '../../../components/submit-button';
import { TextField } from '../../../components/text-field';
import { showAlert } from '../../../lib/alerts';
import { ApiError } from '../../../lib/api-client';
import { useRedeemAmount } from '../../../api/calculate-points';
import { formatAmount } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { tPoints } from '../../../i18n/points';
import { Modal } from '../../../components/modal';
import { useSharePoints } from '../api/loy-share-points';
import { lookUpRecipient } from '../api/loy-share-recipient';
import type { Recipient } from '../api/loy-share-recipient';
import { SLIDER_STOPS, percentForPoints, pointsAtPercent } from '../share-slider';

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
  const [email, setEmail] = useState('');
  const [mobile, setMobile] = useState('');
  const [points, setPoints] = useState(0);
  const [checking, setChecking] = useState(false);
  const [emailError, setEmailError] = useState<string>();
  const [confirming, setConfirming] = useState<Recipient>();
  const sending = useRef(false);
  const sliderId = useId();
  const stopsId = useId();
  const amount = useRedeemAmount(points, points > 0);
  const percent = percentForPoints(balance, points);
  const tooMany = points > Math.max(balance, 0);
  const canSend = points > 0 && !tooMany;

  /** Share: the recipient is looked up first, and the send waits for the customer's yes. */
  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (checking || sending.current || !authUser || !canSend) return;
    if (!event.currentTarget.reportValidity()) return;
    setChecking(true);
    setEmailError(undefined);
    const lookup = await lookUpRecipient(email, mobile).finally(() => setChecking(false));
    if (!lookup.ok) {
      setEmailError(failureText(lookup.message));
      return;
    }
    setConfirming(lookup.recipient);
  }

  async function send() {
    if (sending.current || !authUser || !canSend) return;
    sending.current = true;
    try {
      const result = await share.mutateAsync({
        senderEmail: authUser.EMAIL ?? '',
        senderMobile: authUser.MOBILE ?? '',
        receiverEmail: email,
        receiverMobile: mobile,
        points,
      });
      setConfirming(undefined);
      if (result.ok) {
        showAlert({ success: true, message: tPoints('share.success') });
        setEmail('');
        setMobile('');
        setPoints(0);
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
      <form className="share-form" onSubmit={(event) => void onSubmit(event)}>
        <TextField
          label={tPoints('share.email')}
          type="email"
          autoComplete="off"
          inputMode="email"
          required
          maxLength={100}
          value={email}
          onChange={(value) => {
            setEmail(value);
            setEmailError(undefined);
          }}
          error={emailError}
        />
        <TextField
          label={tPoints('share.mobile')}
          type="tel"
          autoComplete="off"
          required
          maxLength={24}
          value={mobile}
          onChange={(value) => {
            setMobile(value);
            setEmailError(undefined);
          }}
        />
        <PointsStepper
          label={tPoints('share.points')}
          value={points}
          // Kept as typed: more than the balance is said, not silently lowered.
          onChange={setPoints}
          max={Math.max(balance, 0)}
          decreaseLabel={tPoints('share.less')}
          increaseLabel={tPoints('share.more')}
          error={tooMany ? tPoints('share.tooMany', { balance: Math.max(balance, 0) }) : undefined}
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
      <Modal
        open={confirming !== undefined}
        title={tPoints('share.confirmTitle')}
        onClose={() => {
          if (!sending.current) setConfirming(undefined);
        }}
      >
        {confirming && (
          <div className="share-confirm" data-testid="share-confirm">
            <p className="share-confirm__text">
              {tPoints('share.confirmText', { points, amount: formatAmount(amount) })}
            </p>
            <dl className="share-confirm__who">
              {confirming.known ? (
                <>
                  <div>
                    <dt>{tPoints('share.recipientName')}</dt>
                    <dd>{confirming.firstName}</dd>
                  </div>
                  <div>
                    <dt>{tPoints('share.recipientMobile')}</dt>
                    <dd dir="ltr">{confirming.maskedMobile}</dd>
                  </div>
                </>
              ) : (
                <>
                  <div>
                    <dt>{tPoints('share.recipientEmail')}</dt>
                    <dd dir="ltr">{confirming.email}</dd>
                  </div>
                  <div>
                    <dt>{tPoints('share.recipientMobile')}</dt>
                    <dd dir="ltr">{confirming.mobile}</dd>
                  </div>
                </>
              )}
            </dl>
            {!confirming.known && (
              <p className="share-confirm__note">{tPoints('share.confirmTyped')}</p>
            )}
            <div className="share-confirm__actions">
              <button
                type="button"
                className="button button--primary button--block busy-button"
                disabled={share.isPending}
                aria-busy={share.isPending}
                onClick={() => void send()}
              >
                {share.isPending && <span className="busy-spinner" aria-hidden="true" />}
                {tPoints('share.confirmSend')}
              </button>
              <button
                type="button"
                className="button button--secondary button--block"
                onClick={() => setConfirming(undefined)}
                disabled={share.isPending}
              >
                {tPoints('share.cancel')}
              </button>
            </div>
          </div>
        )}
      </Modal>
    </>
  );
}
