import type { ProductDefinition } from '@asiguro/domain';
import type { Locale } from '@asiguro/i18n';
import { useCallback, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import type { FieldMessages } from '../forms/field-messages';
import { liveDateMessages, startOf } from '../order-flow/date-checks';
import type { Details } from '../order-flow/details-state';
import type { FlowStep } from '../order-flow/flow-steps';
import { prepareDetails } from '../order-flow/step-validation';
import { detailsResolver, errorMessages, ownerOf, type DetailsContext } from './details-resolver';

export interface DetailsForm {
  /** The message under each field: the last check's, the server's, and the dates judged while typing. */
  errors: FieldMessages;
  /**
   * Checks the steps up to the current one. When they hold, `onValid` moves on and answers whether
   * it did; otherwise the problems are shown and `onRefused` gets the earliest step that has one.
   */
  check: (onValid: () => Promise<boolean>, onRefused: (step: number) => void) => Promise<boolean>;
  /** Shows these messages (the server's) in place of any shown before. */
  show: (messages: FieldMessages) => void;
  /** A new answer at `path`: its problem goes, and its period partner's (a new start may settle the end). */
  settle: (path: string) => void;
}

/**
 * The validation of a product's detail screens on react-hook-form: the answers stay the order
 * draft's (saved while the customer types), the form checks them with the product's details
 * schema (`detailsResolver`) and keeps the problems to show.
 */
export function useDetailsForm(
  product: ProductDefinition,
  details: Details,
  steps: readonly FlowStep[],
  current: number,
  locale: Locale,
): DetailsForm {
  const step = steps[current];
  // The dates typed on this screen are judged as soon as they are complete, next to their field.
  const live = useMemo(
    () => (step.kind === 'details' ? liveDateMessages(step.fields, details, locale) : {}),
    [step, details, locale],
  );
  const resolver = useMemo(() => detailsResolver(product), [product]);
  const { formState, handleSubmit, setError, clearErrors } = useForm<Details, DetailsContext>({
    values: details,
    // A new answer must not wipe the problems shown elsewhere on the screen.
    resetOptions: { keepErrors: true },
    resolver,
    context: { steps, upTo: current, locale, live },
  });

  const check = async (onValid: () => Promise<boolean>, onRefused: (step: number) => void) => {
    let moved = false;
    await handleSubmit(
      async () => {
        moved = await onValid();
      },
      (found) => {
        const prepared = prepareDetails(product, details);
        const owners = Object.keys(errorMessages(found)).map((path) => ownerOf(steps, path, prepared).index);
        onRefused(Math.min(...owners));
      },
    )();
    return moved;
  };

  const show = useCallback(
    (messages: FieldMessages) => {
      clearErrors();
      for (const [path, message] of Object.entries(messages)) setError(path, { type: 'server', message });
    },
    [clearErrors, setError],
  );

  const settle = useCallback(
    (path: string) => {
      const partners = [path, startOf(path), path.replace(/startDate$/, 'endDate')];
      clearErrors(partners.filter((item): item is string => item !== undefined));
    },
    [clearErrors],
  );

  return { errors: { ...errorMessages(formState.errors), ...live }, check, show, settle };
}
