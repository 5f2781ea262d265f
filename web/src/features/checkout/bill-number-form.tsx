import { billNumberSchema } from '@asiguro/domain';
import type { OrderView } from '@asiguro/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { ApiError, functions } from '../../api/http';
import { orderQuery } from '../../api/queries';
import { useI18n } from '../../i18n/use-i18n';
import { useMessages } from '../../i18n/use-messages';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/fields';
import { AlertIcon, CheckIcon } from '../../ui/icons';
import { validate } from '../forms/field-messages';
import { billNotice, type BillNotice } from './bill-outcome';

/**
 * For a customer who paid a bill at a terminal or in a bank (the online provider): the receipt's
 * number, which the API checks with the provider before the order counts as paid (payorder).
 * Its answer is said under the form (declined, pending…); a number that is none of the order's
 * payments is an error of the field.
 */
export function BillNumberForm({ order }: { order: OrderView }) {
  const { texts, locale } = useI18n();
  const t = useMessages();
  const queryClient = useQueryClient();
  const [bill, setBill] = useState('');
  const [error, setError] = useState<string>();
  const [notice, setNotice] = useState<BillNotice>();
  const confirm = useMutation({
    mutationFn: (transactionId: string) =>
      functions
        .payorder({ body: { data: { orderId: order.id, transactionId, type: 'online' } } })
        .then((answer) => answer.result),
    onSuccess: ({ outcome }) => {
      setNotice(billNotice(outcome, texts.order.pay.billOutcome, t));
      // A payment that counted moves the order on: the page reads it again.
      if (outcome === 'applied' || outcome === 'duplicate') {
        void queryClient.invalidateQueries({ queryKey: orderQuery(order.id).queryKey });
      }
    },
    onError: (failure) =>
      setError(
        failure instanceof ApiError && failure.code !== 'network' && failure.message
          ? failure.message
          : t('errors.invalid-bill-number'),
      ),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validate(billNumberSchema, bill, locale);
    if (!checked.ok) {
      setError(Object.values(checked.messages)[0]);
      return;
    }
    setError(undefined);
    setNotice(undefined);
    confirm.mutate(checked.data);
  };
  return (
    <form className="bill" onSubmit={submit} noValidate aria-labelledby="bill-title">
      <h3 id="bill-title" className="group__title">
        {texts.order.pay.billTitle}
      </h3>
      <div className="bill__row">
        <TextField
          label={t('fields.billNumber')}
          name="billNumber"
          hint={texts.order.pay.billHint}
          value={bill}
          onValueChange={setBill}
          error={error}
          autoComplete="off"
        />
        <Button type="submit" variant="secondary" busy={confirm.isPending}>
          {texts.order.pay.billSubmit}
        </Button>
      </div>
      <div aria-live="polite" data-testid="bill-outcome">
        {notice && (
          <p
            className={`notice notice--${notice.tone}`}
            role={notice.tone === 'error' ? 'alert' : undefined}
            data-tone={notice.tone}
          >
            {notice.tone === 'error' ? <AlertIcon /> : notice.tone === 'success' ? <CheckIcon /> : null} {notice.text}
          </p>
        )}
      </div>
    </form>
  );
}
