import { useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { PointsStepper } from '../../../components/points-stepper';
import { SubmitButton } from '../../../components/submit-button';
import { TextField } from '../../../components/text-field';
import { showAlert } from '../../../lib/alerts';
import { ApiError } from '../../../lib/api-client';
import { useRedeemAmount } from '../../../lib/calculate-points';
import { formatAmount } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { tPoints } from '../../../i18n/points';
import { useSharePoints } from '../api/loy-share-points';
import { SLIDER_STOPS, percentForPoints, pointsAtPercent } from '../share-slider';

/** The failure text: the server's reason when it gave one, else the spec's. */
function failureText(message: string | undefined): string {
  return message?.trim() || tPoints('share.failed');
}

/**
 * Spec §2 "Share points": recipient e-mail and mobile (required), the points with minus and
 * plus (at most the balance), the five-stop slider, the AED value, and Share.
 */
export function SharePointsForm({ balance }: { balance: number }) {
  const { authUser } = useSession();
  const share = useSharePoints();
  const [email, setEmail] = useState('');
  const [mobile, setMobile] = useState('');
  const [points, setPoints] = useState(0);
  const sending = useRef(false);
  const sliderId = useId();
  const stopsId = useId();
  const amount = useRedeemAmount(points, points > 0);
  const percent = percentForPoints(balance, points);
  const canSend = points > 0 && points <= balance;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending.current || !authUser || !canSend) return;
    if (!event.currentTarget.reportValidity()) return;
    sending.current = true;
    try {
      const result = await share.mutateAsync({
        senderEmail: authUser.EMAIL ?? '',
        senderMobile: authUser.MOBILE ?? '',
        receiverEmail: email,
        receiverMobile: mobile,
        points,
      });
      if (result.ok) {
        showAlert({ success: true, message: tPoints('share.success') });
        setEmail('');
        setMobile('');
        setPoints(0);
      } else {
        showAlert({ success: false, message: failureText(result.message) });
      }
    } catch (error) {
      // Refused by the server (4xx): its reason. No answer: say so, a retry is safe.
      const refused = error instanceof ApiError && error.status >= 400 && error.status < 500;
      showAlert({
        success: false,
        message: refused ? failureText(error.message) : tPoints('share.network'),
      });
    } finally {
      sending.current = false;
    }
  }

  return (
    <form className="share-form" onSubmit={(event) => void onSubmit(event)}>
      <TextField
        label={tPoints('share.email')}
        type="email"
        autoComplete="off"
        inputMode="email"
        required
        maxLength={100}
        value={email}
        onChange={setEmail}
      />
      <TextField
        label={tPoints('share.mobile')}
        type="tel"
        autoComplete="off"
        required
        maxLength={24}
        value={mobile}
        onChange={setMobile}
      />
      <PointsStepper
        label={tPoints('share.points')}
        value={points}
        onChange={(next) => setPoints(Math.min(next, Math.max(balance, 0)))}
        max={Math.max(balance, 0)}
        decreaseLabel={tPoints('share.less')}
        increaseLabel={tPoints('share.more')}
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
      <SubmitButton busy={share.isPending} disabled={!canSend}>
        {tPoints('share.submit')}
      </SubmitButton>
    </form>
  );
}
