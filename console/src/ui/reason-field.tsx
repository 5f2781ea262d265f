import { reasonSchema } from '@asiguro/contracts';
import { texts } from '../app/i18n';
import { Field } from './field';

/** The reason every staff action needs, checked with the contract's own rule. */
export function reasonError(reason: string): string | undefined {
  return reasonSchema.safeParse(reason).success ? undefined : texts.common.reasonRequired;
}

interface ReasonFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** Shown once the staff member tried to submit. */
  showError: boolean;
  disabled?: boolean;
}

export function ReasonField({ value, onChange, showError, disabled }: ReasonFieldProps) {
  return (
    <Field
      label={texts.common.reason}
      hint={texts.common.reasonHint}
      error={showError ? reasonError(value) : undefined}
    >
      {(control) => (
        <textarea
          {...control}
          data-autofocus
          rows={3}
          maxLength={500}
          // Checked by the form with the contract's rule (and said in words), not by the browser's bubble.
          aria-required="true"
          value={value}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}
