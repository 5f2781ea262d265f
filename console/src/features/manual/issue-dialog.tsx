import { calendarDay, formatDay, isStateIssued } from '@asiguro/domain';
import type { ConsoleOrderRow, CustomerData } from '@asiguro/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { consoleApi } from '../../api/console-api';
import { fmt, texts } from '../../app/i18n';
import { Facts } from '../../ui/facts';
import { Field } from '../../ui/field';
import { useFeedback } from '../../ui/feedback';
import { FormDialog } from '../../ui/form-dialog';
import { fieldError } from '../../api/http';
import { errorText } from '../../ui/query-status';
import { invalidateOrderViews } from '../order-detail/order-actions';
import { dayOfTyped, isValidIssuanceNumber, isValidPeriod, normalizeIssuanceNumber } from './issuance-number';
import { manualErrorText } from './manual-errors';
import { portalFacts } from './portal-facts';
import { productName } from '../../ui/format';

/** The order as the partner's portal asks for it: the days, the insured and every fact, unmasked. */
function PortalFacts({ data }: { data: CustomerData['issuance'] }) {
  if (!data) return <p className="muted">{texts.manual.portalMissing}</p>;
  const rows: [string, string][] = [
    ...(data.period
      ? [
          [
            texts.manual.period,
            `${formatDay(calendarDay(data.period.from))} – ${formatDay(calendarDay(data.period.to))}`,
          ] as [string, string],
        ]
      : []),
    [texts.manual.insured, `${data.insured.name} (${texts.manual.insuredType[data.insured.type]})`],
    [texts.manual.code, data.insured.code],
    ...portalFacts(data.contract),
  ];
  return <Facts rows={rows} className="portal-facts" />;
}

/**
 * The operator issues the order in the partner's portal from the facts shown here (the order's
 * own, unmasked: the API audits the look), then enters the number; the order continues as if the
 * partner had answered. The item is the one the order waits for (the row's manualItem): the main
 * product or an add-on whose issuer never answered; the period is filled in with the days the
 * customer asked for (left empty, the API takes those too).
 */
export function IssueDialog({ order, onClose }: { order: ConsoleOrderRow; onClose: () => void }) {
  const id = useId();
  const client = useQueryClient();
  const notify = useFeedback();
  const customer = useQuery({
    queryKey: ['customer-data', order.id],
    queryFn: () => consoleApi.customerData({ params: { id: order.id }, body: {} }),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
  const item = order.manualItem?.item ?? 0;
  const product = order.manualItem?.product ?? order.product;
  // The days the customer asked for, when the facts shown are this item's.
  const issuance = customer.data?.issuance;
  const asked = issuance?.item === item ? issuance.period : undefined;
  const [number, setNumber] = useState('');
  // null: not touched, so the field shows the days the customer asked for.
  const [typedFrom, setValidFrom] = useState<string | null>(null);
  const [typedTo, setValidTo] = useState<string | null>(null);
  const validFrom = typedFrom ?? (asked ? formatDay(calendarDay(asked.from)) : '');
  const validTo = typedTo ?? (asked ? formatDay(calendarDay(asked.to)) : '');
  const [tried, setTried] = useState(false);
  const from = dayOfTyped(validFrom);
  const to = dayOfTyped(validTo);
  const fromError = tried && from === null ? texts.manual.dayInvalid : undefined;
  const toError =
    tried && to === null
      ? texts.manual.dayInvalid
      : tried && from !== null && to !== null && !isValidPeriod(from, to)
        ? texts.manual.validToBeforeFrom
        : undefined;
  const mutationNumberError = (error: unknown) => fieldError(error, 'number') && texts.manual.numberRefused;
  const mutation = useMutation({
    mutationFn: () =>
      consoleApi.manualIssuance({
        params: { id: order.id },
        body: {
          number: normalizeIssuanceNumber(number),
          ...(from ? { validFrom: from } : {}),
          ...(to ? { validTo: to } : {}),
          ...(item > 0 ? { item } : {}),
        },
      }),
    onSuccess: () => {
      notify('success', fmt(texts.feedback.issued, { number: order.number, policy: normalizeIssuanceNumber(number) }));
      onClose();
    },
    onSettled: () => invalidateOrderViews(client, order.id),
  });
  // The same rule as the API's; the API may still refuse a number another order already holds.
  const numberError =
    (tried && !isValidIssuanceNumber(product, number) ? texts.manual.numberInvalid : undefined) ||
    (mutation.isError ? mutationNumberError(mutation.error) : undefined) ||
    undefined;
  const dayField = (label: string, value: string, set: (value: string) => void, error: string | undefined) => (
    <Field label={label} error={error} describedBy={`${id}-days-hint`}>
      {(control) => (
        <input
          {...control}
          inputMode="numeric"
          placeholder="dd.mm.yyyy"
          autoComplete="off"
          value={value}
          onChange={(event) => set(event.target.value)}
        />
      )}
    </Field>
  );
  return (
    <FormDialog
      title={
        item === 0
          ? fmt(texts.manual.issueTitle, { number: order.number })
          : fmt(texts.manual.issueAddonTitle, { product: productName(product), number: order.number })
      }
      onClose={onClose}
      onSubmit={() => {
        setTried(true);
        const daysOk = from !== null && to !== null && isValidPeriod(from, to);
        if (isValidIssuanceNumber(product, number) && daysOk) mutation.mutate();
      }}
      error={mutation.isError && !fieldError(mutation.error, 'number') ? manualErrorText(mutation.error) : null}
      submitLabel={texts.manual.submit}
      pending={mutation.isPending}
    >
      <section aria-labelledby={`${id}-portal`}>
        <h3 id={`${id}-portal`}>{texts.manual.portalTitle}</h3>
        {customer.isPending && <p className="muted">{texts.manual.portalLoading}</p>}
        {customer.isError && (
          <p role="alert" className="error-box">
            {errorText(customer.error)}
          </p>
        )}
        {customer.data && <PortalFacts data={customer.data.issuance} />}
      </section>
      <Field
        label={texts.manual.number}
        hint={isStateIssued(product) ? texts.manual.numberHintVignette : texts.manual.numberHintPolicy}
        error={numberError}
      >
        {(control) => (
          <input
            {...control}
            data-autofocus
            autoComplete="off"
            spellCheck={false}
            value={number}
            onChange={(event) => setNumber(event.target.value)}
            className="mono"
          />
        )}
      </Field>
      <div className="field-row">
        {dayField(texts.manual.validFrom, validFrom, setValidFrom, fromError)}
        {dayField(texts.manual.validTo, validTo, setValidTo, toError)}
      </div>
      <p id={`${id}-days-hint`} className="hint">
        {asked ? texts.manual.dayHint : texts.manual.dayHintAsked}
      </p>
    </FormDialog>
  );
}
