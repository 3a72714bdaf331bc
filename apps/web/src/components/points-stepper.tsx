import { useId } from 'react';
import { FieldError } from './text-field';
import './form-field.css';
import { MinusIcon, PlusIcon } from './icons';

interface PointsStepperProps {
  label: string;
  value: number;
  onChange: (value: number) => void;
  /** The input's `max` (share points: the current balance). */
  max?: number;
  /** The most digits that may be typed (create voucher: the digits of the total). */
  maxDigits?: number;
  /** Names of the minus and plus buttons for screen readers. */
  decreaseLabel: string;
  increaseLabel: string;
  step?: number;
  /** What is wrong with the count (more than the balance), read with the input. */
  error?: string | undefined;
}

/**
 * A count of points: minus, a number input, plus (docs/wire-protocol.md §2 "Redeem Points" and "Share
 * points"). Minus never goes below 0 (docs/wire-protocol.md §5: the result must be greater than -1); typing is
 * limited to whole numbers.
 */
export function PointsStepper(props: PointsStepperProps) {
  const {
    label,
    value,
    onChange,
    max,
    maxDigits,
    decreaseLabel,
    increaseLabel,
    step = 1,
    error,
  } = props;
  const id = useId();
  const errorId = `${id}-error`;

  function typed(text: string) {
    let digits = text.replace(/\D/g, '');
    if (maxDigits !== undefined) digits = digits.slice(0, Math.max(maxDigits, 1));
    onChange(digits === '' ? 0 : Number(digits));
  }

  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <div className="stepper">
        <button
          type="button"
          className="stepper__button"
          aria-label={decreaseLabel}
          aria-controls={id}
          disabled={value - step < 0}
          onClick={() => onChange(Math.max(0, value - step))}
        >
          <MinusIcon />
        </button>
        <div className="field__frame">
          <input
            id={id}
            className="field__input"
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            {...(max !== undefined ? { max } : {})}
            value={String(value)}
            {...(error ? { 'aria-invalid': true, 'aria-describedby': errorId } : {})}
            onChange={(event) => typed(event.target.value)}
          />
        </div>
        <button
          type="button"
          className="stepper__button"
          aria-label={increaseLabel}
          aria-controls={id}
          disabled={max !== undefined && value + step > max}
          onClick={() => onChange(max === undefined ? value + step : Math.min(max, value + step))}
        >
          <PlusIcon />
        </button>
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
