import { useRef } from 'react';
import type { ClipboardEvent, KeyboardEvent } from 'react';
import { ta } from '../../../i18n/auth';

export const OTP_LENGTH = 4;

interface OtpInputProps {
  /** One character per box ('' for an empty box). */
  value: readonly string[];
  onChange: (value: string[]) => void;
  /** The id of the text that names the group. */
  labelledBy: string;
}

/**
 * Writes `text` into the boxes: a whole code (as long as the boxes, pasted or autofilled)
 * fills them all from the first; a shorter text fills from `index` on. Returns the new boxes
 * and the box to focus next.
 */
export function fillBoxes(boxes: readonly string[], index: number, text: string) {
  const chars = Array.from(text.replace(/\s+/g, ''));
  const start = chars.length >= boxes.length ? 0 : index;
  const next = [...boxes];
  let at = start;
  for (const char of chars) {
    if (at >= next.length) break;
    next[at] = char;
    at += 1;
  }
  return { boxes: next, focus: Math.min(at, next.length - 1) };
}

/**
 * The four single-character inputs of docs/wire-protocol.md §2: typing moves to the next box, Backspace in an
 * empty box goes back, and pasting a code into any box fills all four. Digits are offered by
 * the phone's keyboard but not enforced (docs/wire-protocol.md §5).
 */
export function OtpInput({ value, onChange, labelledBy }: OtpInputProps) {
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const focus = (index: number) => inputs.current[index]?.focus();

  function write(index: number, text: string) {
    const filled = fillBoxes(value, index, text);
    onChange(filled.boxes);
    focus(filled.focus);
  }

  function onInput(index: number, typed: string) {
    if (typed === '') {
      onChange(value.map((char, i) => (i === index ? '' : char)));
      return;
    }
    // Typing into a full box gives two characters: the new one replaces the old.
    const old = value[index] ?? '';
    const text = old !== '' && typed.length === 2 && typed.startsWith(old) ? typed.slice(1) : typed;
    write(index, text);
  }

  function onKeyDown(index: number, event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Backspace' && value[index] === '' && index > 0) {
      event.preventDefault();
      onChange(value.map((char, i) => (i === index - 1 ? '' : char)));
      focus(index - 1);
    } else if (event.key === 'ArrowLeft' && index > 0) {
      event.preventDefault();
      focus(index - 1);
    } else if (event.key === 'ArrowRight' && index < value.length - 1) {
      event.preventDefault();
      focus(index + 1);
    }
  }

  function onPaste(index: number, event: ClipboardEvent<HTMLInputElement>) {
    event.preventDefault();
    write(index, event.clipboardData.getData('text'));
  }

  return (
    <div className="otp" role="group" aria-labelledby={labelledBy}>
      {value.map((char, index) => (
        <input
          // The boxes never move or change in number: the index is their identity.
          key={index}
          ref={(element) => {
            inputs.current[index] = element;
          }}
          className="otp__box"
          type="text"
          inputMode="numeric"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          autoCapitalize="none"
          spellCheck={false}
          aria-label={ta('otp.digit', { index: index + 1, count: value.length })}
          value={char}
          onChange={(event) => onInput(index, event.target.value)}
          // Typing over a selected '0' with '0' changes nothing, so React sends no change;
          // the box is still filled, and focus moves on as for any other character.
          onInput={(event) => {
            const typed = event.currentTarget.value;
            if (typed !== '' && typed === value[index])
              focus(Math.min(index + 1, value.length - 1));
          }}
          onKeyDown={(event) => onKeyDown(index, event)}
          onPaste={(event) => onPaste(index, event)}
          onFocus={(event) => event.target.select()}
        />
      ))}
    </div>
  );
}
