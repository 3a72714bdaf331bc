import { useId, useLayoutEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { t } from '../i18n/messages';
import { CloseIcon } from './icons';

interface ModalProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** A modifier of the dialog's look (a full-screen editor). */
  className?: string;
}

/** The one modal: a native <dialog> (focus trap, Escape and backdrop handled by the browser). */
export function Modal({ open, title, onClose, children, className }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  // Before the frame is drawn: the content and the open dialog appear together.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal?.();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={className ? `modal ${className}` : 'modal'}
      aria-labelledby={titleId}
      // A nested dialog's close and cancel (a picker's sheet inside this modal) may reach this
      // one: only this dialog's own events close it.
      onClose={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      onCancel={(event) => {
        if (event.target !== event.currentTarget) return;
        event.preventDefault();
        onClose();
      }}
    >
      {open && (
        <div className="modal__panel">
          <header className="modal__bar">
            <h2 id={titleId} className="modal__title">
              {title}
            </h2>
            <button
              type="button"
              className="icon-button"
              aria-label={t('modal.close')}
              onClick={onClose}
            >
              <CloseIcon size={22} />
            </button>
          </header>
          <div className="modal__body">{children}</div>
        </div>
      )}
    </dialog>
  );
}
