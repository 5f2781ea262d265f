import { billNumberSchema, type OrderView } from '@asiguro/domain';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { api } from '../../api/endpoints';
import { ApiError } from '../../api/http';
import { useI18n } from '../../i18n/use-i18n';
import { useMessages } from '../../i18n/use-messages';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/fields';
import { validate } from '../forms/field-messages';

/**
 * For a customer who paid a bill at a terminal or in a bank (the online provider): the receipt's
 * number, which the API checks with the provider before the order counts as paid (payorder).
 */
export function BillNumberForm({ order }: { order: OrderView }) {
  const { texts, locale } = useI18n();
  const t = useMessages();
  const [bill, setBill] = useState('');
  const [error, setError] = useState<string>();
  const confirm = useMutation({
    mutationFn: (transactionId: string) =>
      api.callFunction('payorder', { orderId: order.id, transactionId, type: 'online' }),
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
    </form>
  );
}
