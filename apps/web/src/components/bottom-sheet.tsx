import { useId, useLayoutEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { t } from '../i18n/messages';
import './bottom-sheet.css';

export interface BottomSheetProps {
  open: boolean;
  title: string;
  /** Escape, a tap on the backdrop or the handle: the caller sets `open` to false. */
  onClose: () => void;
  children: ReactNode;
  /** Shown above the content, outside its scroll area: a `<BottomSheetSearch>`. */
  search?: ReactNode;
  /** Given: a full-width DONE button at the foot of the sheet. */
  onDone?: () => void;
  doneDisabled?: boolean;
}

/**
 * The one bottom sheet, on a modal <dialog>: the browser makes the page behind it inert (focus
 * stays inside) and turns Escape into `cancel`. Focus goes back to the opener on close.
 */
export function BottomSheet(props: BottomSheetProps) {
  const { open, title, onClose, children, search, onDone, doneDisabled } = props;
  const ref = useRef<HTMLDialogElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const opener = useRef<Element | null>(null);
  // A press that starts inside the sheet and ends on the backdrop (text selection, a drag)
  // is not a tap on the backdrop.
  const pressedOnBackdrop = useRef(false);
  const titleId = useId();
  const isOpen = useRef(open);

  useLayoutEffect(() => {
    isOpen.current = open;
  }, [open]);

  // Before the frame is drawn: the content and the open sheet appear together.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    let cancelled = false;
    if (open) {
      delete dialog.dataset.closing;
      if (!dialog.open) {
        opener.current = document.activeElement;
        dialog.showModal();
        // The title, not the first input: no keyboard pops up on a phone, and a screen
        // reader starts by reading what the sheet is.
        titleRef.current?.focus();
      }
    } else if (dialog.open) {
      // Slide out first; the closing animation is 0 ms when the user asks for reduced motion.
      dialog.dataset.closing = '';
      const running = dialog.getAnimations?.() ?? [];
      void Promise.allSettled(running.map((animation) => animation.finished)).then(() => {
        if (cancelled) return;
        delete dialog.dataset.closing;
        dialog.close();
        const target = opener.current;
        opener.current = null;
        if (target instanceof HTMLElement && target.isConnected) target.focus();
      });
    }
    return () => {
      cancelled = true;
    };
  }, [open]);

  return (
    // The backdrop is the dialog element itself; Escape is handled through `cancel`.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={ref}
      className="bottom-sheet"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      // The browser may close the dialog itself (a repeated Escape is not cancelable): the
      // caller's state follows.
      onClose={() => {
        if (isOpen.current) onClose();
      }}
      onPointerDown={(event) => {
        pressedOnBackdrop.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget && pressedOnBackdrop.current) onClose();
        pressedOnBackdrop.current = false;
      }}
    >
      <div className="bottom-sheet__panel">
        <button
          type="button"
          className="bottom-sheet__handle"
          aria-label={t('modal.close')}
          onClick={onClose}
        >
          <span className="bottom-sheet__grip" aria-hidden="true" />
        </button>
        <h2 id={titleId} ref={titleRef} className="bottom-sheet__title" tabIndex={-1}>
          {title}
        </h2>
        {search && <div className="bottom-sheet__search">{search}</div>}
        <div className="bottom-sheet__body">{open && children}</div>
        {onDone && (
          <div className="bottom-sheet__footer">
            <button
              type="button"
              className="button button--primary button--block"
              disabled={doneDisabled}
              onClick={onDone}
            >
              {t('sheet.done')}
            </button>
          </div>
        )}
      </div>
    </dialog>
  );
}

interface BottomSheetSearchProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
}

/** The search box of a sheet, labelled for screen readers and phones' keyboards. */
export function BottomSheetSearch({ label, value, onChange }: BottomSheetSearchProps) {
  const id = useId();
  return (
    <>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <input
        id={id}
        className="bottom-sheet__search-input"
        type="search"
        enterKeyHint="search"
        autoComplete="off"
        placeholder={label}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </>
  );
}

export interface SheetOption {
  value: string;
  label: string;
  /** The label's language where it is not the screen's. */
  lang?: string | undefined;
}

interface BottomSheetOptionsProps {
  /** Names the group for screen readers (usually the sheet's title). */
  label: string;
  options: readonly SheetOption[];
  value: string | undefined;
  onChange: (value: string) => void;
  /** Shown instead of the list when there is nothing to choose. */
  empty: string;
}

/** The choices of a picker sheet: native radios, so arrows move and the count is announced. */
export function BottomSheetOptions({
  label,
  options,
  value,
  onChange,
  empty,
}: BottomSheetOptionsProps) {
  const name = useId();
  if (options.length === 0) return <p className="bottom-sheet__empty">{empty}</p>;
  return (
    <fieldset className="bottom-sheet__options">
      <legend className="visually-hidden">{label}</legend>
      {options.map((option) => (
        <label key={option.value} className="bottom-sheet__option">
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={option.value === value}
            onChange={() => onChange(option.value)}
          />
          <span lang={option.lang}>{option.label}</span>
        </label>
      ))}
    </fieldset>
  );
}
