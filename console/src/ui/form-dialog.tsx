import type { ReactNode } from 'react';
import { Dialog, DialogActions, ErrorBox } from './dialog';

interface FormDialogProps {
  title: string;
  /** Wider dialogs for long values (a link to copy). */
  wide?: boolean;
  onClose: () => void;
  /** The form was sent: check the fields (say what is wrong beside them) and start the API call. */
  onSubmit: () => void;
  /** The fields, each laid out with `Field`; the one to focus first marked data-autofocus. */
  children: ReactNode;
  /** The refusal that belongs to no field (the API's, mostly), announced above the buttons. */
  error?: string | null;
  /** What the action gave back, shown under the error (a link to copy). */
  outcome?: ReactNode;
  submitLabel: string;
  /** The button that leaves without acting: "Cancel" unless said otherwise. */
  cancelLabel?: string;
  /** While the API call runs: the submit button is disabled, busy and says so. */
  pending: boolean;
  /** Red for what gives money back or ends something; blue otherwise. */
  danger?: boolean;
}

/**
 * The shell of every console form in a dialog: the title, the fields, the error, and cancel and
 * submit with the pending state. The browser's own bubbles are off: each form says what is wrong
 * in words beside the field, checked by the contract's rules.
 */
export function FormDialog({
  title,
  wide,
  onClose,
  onSubmit,
  children,
  error,
  outcome,
  submitLabel,
  cancelLabel,
  pending,
  danger,
}: FormDialogProps) {
  return (
    <Dialog open wide={wide} title={title} onClose={onClose}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        {children}
        <ErrorBox>{error}</ErrorBox>
        {outcome}
        <DialogActions
          onClose={onClose}
          closeLabel={cancelLabel}
          submitLabel={submitLabel}
          pending={pending}
          danger={danger}
        />
      </form>
    </Dialog>
  );
}
