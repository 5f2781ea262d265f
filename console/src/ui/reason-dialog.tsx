import { useMutation } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { FormDialog } from './form-dialog';
import { errorText } from './query-status';
import { ReasonField, reasonError } from './reason-field';

interface ReasonDialogProps<T> {
  title: string;
  /** What the action does, said before the staff member commits to it. */
  help: ReactNode;
  submitLabel: string;
  /** Red for what gives money back or ends something; blue otherwise. */
  danger: boolean;
  /** The API call, with the trimmed reason; the dialog closes once it succeeds. */
  run: (reason: string) => Promise<T>;
  onDone: (result: T) => void;
  /** After success or failure (refresh the views the action changed). */
  onSettled: () => void;
  onClose: () => void;
}

/**
 * A staff action that needs a reason (recorded in the order's event log and the audit log): the
 * help, the reason checked with the contract's rule, the API's refusal shown in place.
 */
export function ReasonDialog<T>({
  title,
  help,
  submitLabel,
  danger,
  run,
  onDone,
  onSettled,
  onClose,
}: ReasonDialogProps<T>) {
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const mutation = useMutation({
    mutationFn: () => run(reason.trim()),
    onSuccess: (result) => {
      onDone(result);
      onClose();
    },
    onSettled,
  });
  return (
    <FormDialog
      title={title}
      onClose={onClose}
      onSubmit={() => {
        setTried(true);
        if (!reasonError(reason)) mutation.mutate();
      }}
      error={mutation.isError ? errorText(mutation.error) : null}
      submitLabel={submitLabel}
      pending={mutation.isPending}
      danger={danger}
    >
      {help && <p>{help}</p>}
      <ReasonField value={reason} onChange={setReason} showError={tried} disabled={mutation.isPending} />
    </FormDialog>
  );
}
