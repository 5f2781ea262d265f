import { wireTransferBodySchema } from '@asiguro/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { consoleApi } from '../../api/console-api';
import { texts } from '../../app/texts';
import { useFeedback } from '../../ui/feedback';
import { errorText } from '../../ui/query-status';
import { ReasonField, reasonError } from '../../ui/reason-field';
import { invalidateOrderViews } from '../order-detail/order-actions';

const billNumberSchema = wireTransferBodySchema.shape.billNumber;

/** A company's bank transfer arrived: staff confirm it by the bill number and the order is paid. */
export function WireTransferForm() {
  const id = useId();
  const client = useQueryClient();
  const notify = useFeedback();
  const [billNumber, setBillNumber] = useState('');
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const billError = tried && !billNumberSchema.safeParse(billNumber).success;
  const mutation = useMutation({
    mutationFn: () => consoleApi.confirmWireTransfer(billNumber.trim(), reason.trim()),
    onSuccess: () => {
      notify('success', texts.feedback.wireConfirmed(billNumber.trim()));
      setBillNumber('');
      setReason('');
      setTried(false);
    },
    onSettled: () => invalidateOrderViews(client),
  });
  return (
    <form
      noValidate
      className="wire-form"
      onSubmit={(event) => {
        event.preventDefault();
        setTried(true);
        if (billNumberSchema.safeParse(billNumber).success && !reasonError(reason)) mutation.mutate();
      }}
    >
      <div className="field">
        <label htmlFor={`${id}-bill`}>{texts.manual.billNumber}</label>
        <input
          id={`${id}-bill`}
          value={billNumber}
          autoComplete="off"
          className="mono"
          onChange={(event) => setBillNumber(event.target.value)}
          aria-invalid={billError || undefined}
        />
      </div>
      <ReasonField value={reason} onChange={setReason} showError={tried} disabled={mutation.isPending} />
      {mutation.isError && (
        <p role="alert" className="error-box">
          {errorText(mutation.error)}
        </p>
      )}
      <button type="submit" className="primary" disabled={mutation.isPending}>
        {mutation.isPending ? texts.detail.working : texts.manual.confirmWire}
      </button>
    </form>
  );
}
