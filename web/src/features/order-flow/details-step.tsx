import type { DateWindow, FieldDefinition } from '@asiguro/domain';
import { Fragment, useRef, useState, type FormEvent } from 'react';
import { useI18n } from '../../i18n/use-i18n';
import { Button } from '../../ui/button';
import { AlertIcon, ArrowLeft, ArrowRight } from '../../ui/icons';
import { getAt, isVisible, type Details } from './details-state';
import { FieldInput, RegistryFacts } from './field-input';
import { RegistryVehicle } from './registry-vehicle';

export interface DetailsStepProps {
  title: string;
  fields: readonly FieldDefinition[];
  details: Details;
  errors: Record<string, string>;
  onChange: (path: string, value: unknown) => void;
  /** Validates and moves on; resolves false when the step is refused (errors are shown). */
  onNext: () => Promise<boolean>;
  onBack?: () => void;
  nextLabel: string;
  /** Shown above the fields (the express order on the first step). */
  before?: React.ReactNode;
  /** Shown right after a field (a server-found problem's one-click fix), by the field's path. */
  afterField?: (path: string) => React.ReactNode;
  /** How far ahead the product's cover may start (the start date's calendar). */
  startWindow?: DateWindow;
}

/** One screen of the product's own steps: its visible fields, then back and continue. */
export function DetailsStep({
  title,
  fields,
  details,
  errors,
  onChange,
  onNext,
  onBack,
  nextLabel,
  before,
  afterField,
  startWindow,
}: DetailsStepProps) {
  const { texts } = useI18n();
  const form = useRef<HTMLFormElement>(null);
  const [busy, setBusy] = useState(false);
  const [refused, setRefused] = useState(false);
  const visible = fields.filter((field) => isVisible(field, details));
  const typed = visible.filter((field) => !field.fromRegistry);
  const registry = visible.filter((field) => field.fromRegistry);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      const ok = await onNext();
      setRefused(!ok);
      if (!ok) requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
    } finally {
      setBusy(false);
    }
  };
  const hasErrors = Object.values(errors).some(Boolean);
  return (
    <form ref={form} className="step" onSubmit={submit} noValidate aria-labelledby="step-title">
      <h2 id="step-title" className="step__title" tabIndex={-1}>
        {title}
      </h2>
      {before}
      <div className="form-grid">
        {typed.map((field) => (
          <Fragment key={field.name}>
            <FieldInput
              field={field}
              path={field.name}
              value={getAt(details, field.name)}
              onChange={onChange}
              errors={errors}
              details={details}
              startWindow={startWindow}
            />
            {afterField?.(field.name)}
          </Fragment>
        ))}
      </div>
      <RegistryVehicle fields={visible} details={details} onChange={onChange} />
      <RegistryFacts fields={registry} details={details} />
      <div role="alert" className="step__alert">
        {refused && hasErrors && (
          <p className="notice notice--error">
            <AlertIcon /> {texts.order.fixErrors}
          </p>
        )}
      </div>
      <div className="step__actions">
        {onBack && (
          <Button variant="ghost" onClick={onBack}>
            <ArrowLeft /> {texts.order.back}
          </Button>
        )}
        <Button type="submit" size="lg" busy={busy} className="step__next">
          {nextLabel} <ArrowRight />
        </Button>
      </div>
    </form>
  );
}
