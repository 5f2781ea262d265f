import { isVignette, type ConsoleOrderRow } from '@asiguro/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { consoleApi } from '../../api/console-api';
import { texts } from '../../app/texts';
import { Dialog } from '../../ui/dialog';
import { useFeedback } from '../../ui/feedback';
import { fieldError } from '../../api/http';
import { invalidateOrderViews } from '../order-detail/order-actions';
import { isValidIssuanceNumber, isValidPeriod, normalizeIssuanceNumber } from './issuance-number';
import { manualErrorText } from './manual-errors';

/** The operator enters the number from the partner's portal; the order continues as if the partner had answered. */
export function IssueDialog({ order, onClose }: { order: ConsoleOrderRow; onClose: () => void }) {
  const id = useId();
  const client = useQueryClient();
  const notify = useFeedback();
  const [number, setNumber] = useState('');
  const [validFrom, setValidFrom] = useState('');
  const [validTo, setValidTo] = useState('');
  const [tried, setTried] = useState(false);
  const mutationNumberError = (error: unknown) => fieldError(error, 'number') && texts.manual.numberRefused;
  const periodError = tried && !isValidPeriod(validFrom, validTo) ? texts.manual.validToBeforeFrom : undefined;
  const mutation = useMutation({
    mutationFn: () =>
      consoleApi.manualIssuance(order.id, {
        number: normalizeIssuanceNumber(number),
        ...(validFrom ? { validFrom } : {}),
        ...(validTo ? { validTo } : {}),
      }),
    onSuccess: () => {
      notify('success', texts.feedback.issued(order.number, normalizeIssuanceNumber(number)));
      onClose();
    },
    onSettled: () => invalidateOrderViews(client, order.id),
  });
  // The same rule as the API's; the API may still refuse a number another order already holds.
  const numberError =
    (tried && !isValidIssuanceNumber(order.product, number) ? texts.manual.numberInvalid : undefined) ||
    (mutation.isError ? mutationNumberError(mutation.error) : undefined) ||
    undefined;
  return (
    <Dialog open title={texts.manual.issueTitle(order.number)} onClose={onClose}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setTried(true);
          if (isValidIssuanceNumber(order.product, number) && isValidPeriod(validFrom, validTo)) mutation.mutate();
        }}
      >
        <div className="field">
          <label htmlFor={`${id}-number`}>{texts.manual.number}</label>
          <input
            id={`${id}-number`}
            data-autofocus
            autoComplete="off"
            spellCheck={false}
            value={number}
            onChange={(event) => setNumber(event.target.value)}
            aria-invalid={numberError ? true : undefined}
            aria-describedby={`${id}-number-hint${numberError ? ` ${id}-number-error` : ''}`}
            className="mono"
          />
          <p id={`${id}-number-hint`} className="hint">
            {isVignette(order.product) ? texts.manual.numberHintVignette : texts.manual.numberHintPolicy}
          </p>
          {numberError && (
            <p id={`${id}-number-error`} className="field-error">
              {numberError}
            </p>
          )}
        </div>
        <div className="field-row">
          <div className="field">
            <label htmlFor={`${id}-from`}>{texts.manual.validFrom}</label>
            <input
              id={`${id}-from`}
              type="date"
              value={validFrom}
              onChange={(event) => setValidFrom(event.target.value)}
            />
          </div>
          <div className="field">
            <label htmlFor={`${id}-to`}>{texts.manual.validTo}</label>
            <input
              id={`${id}-to`}
              type="date"
              value={validTo}
              onChange={(event) => setValidTo(event.target.value)}
              aria-invalid={periodError ? true : undefined}
              aria-describedby={periodError ? `${id}-period-error` : undefined}
            />
          </div>
        </div>
        {periodError && (
          <p id={`${id}-period-error`} className="field-error">
            {periodError}
          </p>
        )}
        {mutation.isError && !fieldError(mutation.error, 'number') && (
          <p role="alert" className="error-box">
            {manualErrorText(mutation.error)}
          </p>
        )}
        <div className="dialog-actions">
          <button type="button" onClick={onClose}>
            {texts.common.cancel}
          </button>
          <button type="submit" className="primary" disabled={mutation.isPending}>
            {mutation.isPending ? texts.detail.working : texts.manual.submit}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
