import { useEffect, useId, useRef, type ReactNode } from 'react';
import { texts } from '../app/i18n';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

interface DialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Wider dialogs for result tables. */
  wide?: boolean;
}

/**
 * A modal dialog on the native <dialog> (the page behind is inert): focus moves in on open (to the
 * element marked data-autofocus, else the first control), Tab cycles inside, Escape and the close
 * button close it, and focus returns to the control that opened it.
 */
export function Dialog({ open, title, onClose, children, wide }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    const first = dialog.querySelector<HTMLElement>('[data-autofocus]') ?? dialog.querySelector<HTMLElement>(FOCUSABLE);
    first?.focus();
    return () => {
      if (dialog.open) dialog.close();
      opener?.focus();
    };
  }, [open]);

  if (!open) return null;
  return (
    <dialog
      ref={ref}
      className={wide ? 'dialog wide' : 'dialog'}
      aria-labelledby={titleId}
      onCancel={(event) => {
        // Escape: React decides when the dialog goes away, so the state never disagrees with the DOM.
        event.preventDefault();
        onCloseRef.current();
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Tab' || !ref.current) return;
        const focusable = [...ref.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
        if (focusable.length === 0) return;
        const first = focusable[0];
        const last = focusable[focusable.length - 1];
        if (event.shiftKey && document.activeElement === first) {
          event.preventDefault();
          last.focus();
        } else if (!event.shiftKey && document.activeElement === last) {
          event.preventDefault();
          first.focus();
        }
      }}
    >
      <header className="dialog-header">
        <h2 id={titleId}>{title}</h2>
        <button type="button" className="icon-button" aria-label={texts.common.close} onClick={() => onClose()}>
          ×
        </button>
      </header>
      <div className="dialog-body">{children}</div>
    </dialog>
  );
}

/** A problem the staff member has to read, announced at once; nothing when there is none. */
export function ErrorBox({ children }: { children: ReactNode }) {
  if (children === undefined || children === null || children === false || children === '') return null;
  return (
    <p role="alert" className="error-box">
      {children}
    </p>
  );
}

interface DialogActionsProps {
  onClose: () => void;
  /** The button that leaves without acting: Cancel, or Close once the dialog has shown its result. */
  closeLabel?: string;
  submitLabel: string;
  /** While the call runs the submit button says so and cannot be pressed twice. */
  pending: boolean;
  /** Red for what gives money back or ends something; blue otherwise. */
  danger?: boolean;
}

/** A dialog form's two buttons: leave without acting, and submit the form. */
export function DialogActions({ onClose, closeLabel, submitLabel, pending, danger }: DialogActionsProps) {
  return (
    <div className="dialog-actions">
      <button type="button" onClick={onClose}>
        {closeLabel ?? texts.common.cancel}
      </button>
      <button
        type="submit"
        className={danger ? 'danger' : 'primary'}
        disabled={pending}
        aria-busy={pending || undefined}
      >
        {pending ? texts.detail.working : submitLabel}
      </button>
    </div>
  );
}
