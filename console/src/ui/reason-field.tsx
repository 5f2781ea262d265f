import { reasonSchema } from '@asiguro/contracts';
import { useId } from 'react';
import { texts } from '../app/texts';

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
  const id = useId();
  const error = showError ? reasonError(value) : undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{texts.common.reason}</label>
      <textarea
        id={id}
        data-autofocus
        rows={3}
        maxLength={500}
        // Checked by the form with the contract's rule (and said in words), not by the browser's bubble.
        aria-required="true"
        value={value}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        onChange={(event) => onChange(event.target.value)}
      />
      <p id={`${id}-hint`} className="hint">
        {texts.common.reasonHint}
      </p>
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
