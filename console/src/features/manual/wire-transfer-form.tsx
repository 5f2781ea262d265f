import { wireTransferBodySchema, type WireTransfer, type wireTransferResponseSchema } from '@asiguro/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { z } from 'zod';
import { consoleApi } from '../../api/console-api';
import { fieldError } from '../../api/http';
import { fmt, texts } from '../../app/i18n';
import { ErrorBox } from '../../ui/dialog';
import { errorText } from '../../ui/query-status';
import { ReasonField, reasonError } from '../../ui/reason-field';
import { invalidateOrderViews } from '../order-detail/order-actions';

const billNumberSchema = wireTransferBodySchema.shape.billNumber;
type Confirmed = z.infer<typeof wireTransferResponseSchema>;

/** What the transfer did, in words: only `applied` paid the order; the others need a look. */
export function wireOutcomeText(bill: string, answer: Confirmed): string {
  return fmt(texts.manual.wireOutcome[answer.outcome], { bill, order: answer.number, status: answer.status });
}

/**
 * A company's bank transfer arrived: support records it by the bill number (kept on screen). A
 * supervisor who did not record it approves it in the list below; only then is the order paid.
 */
export function WireTransferForm() {
  const id = useId();
  const client = useQueryClient();
  const [billNumber, setBillNumber] = useState('');
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const [result, setResult] = useState<WireTransfer | null>(null);
  const mutation = useMutation({
    mutationFn: () => consoleApi.recordWireTransfer({ body: { billNumber: billNumber.trim(), reason: reason.trim() } }),
    onMutate: () => setResult(null),
    onSuccess: (recorded) => {
      setResult(recorded);
      setBillNumber('');
      setReason('');
      setTried(false);
    },
    onSettled: () => invalidateOrderViews(client),
  });
  const billError =
    (tried && !billNumberSchema.safeParse(billNumber).success ? texts.manual.billNumberInvalid : undefined) ??
    fieldError(mutation.error, 'billNumber');
  // A refusal about the bill number is shown at the field; anything else under the form.
  const formError = mutation.isError && !fieldError(mutation.error, 'billNumber') ? errorText(mutation.error) : null;
  return (
    <form
      noValidate
      className="wire-form"
      onSubmit={(event) => {
        event.preventDefault();
        setTried(true);
        mutation.reset();
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
          aria-invalid={billError ? true : undefined}
          aria-describedby={`${id}-bill-hint${billError ? ` ${id}-bill-error` : ''}`}
        />
        <p id={`${id}-bill-hint`} className="hint">
          {texts.manual.billNumberHint}
        </p>
        {billError && (
          <p id={`${id}-bill-error`} className="field-error">
            {billError}
          </p>
        )}
      </div>
      <ReasonField value={reason} onChange={setReason} showError={tried} disabled={mutation.isPending} />
      <ErrorBox>{formError}</ErrorBox>
      {result && (
        <p role="status" className="success-box">
          {fmt(texts.manual.recorded, { bill: result.billNumber, order: result.orderNumber })}
        </p>
      )}
      <button type="submit" className="primary" disabled={mutation.isPending}>
        {mutation.isPending ? texts.detail.working : texts.manual.recordWire}
      </button>
    </form>
  );
}
