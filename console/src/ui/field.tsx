import { useId, type ReactNode } from 'react';

/** What a form control needs to be tied to its label, hint and error. */
export interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface FieldProps {
  label: string;
  /** Shown under the control. */
  hint?: ReactNode;
  /** Shown (and announced with the control) once the form has something to say. */
  error?: string;
  /** A hint outside the field that also describes it (one hint under two day fields). */
  describedBy?: string;
  children: (control: ControlProps) => ReactNode;
}

/** A labelled form control with its hint and error, the one layout every console form uses. */
export function Field({ label, hint, error, describedBy, children }: FieldProps) {
  const id = useId();
  const described = [describedBy, hint ? `${id}-hint` : undefined, error ? `${id}-error` : undefined].filter(Boolean);
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': described.length > 0 ? described.join(' ') : undefined,
      })}
      {hint && (
        <p id={`${id}-hint`} className="hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
