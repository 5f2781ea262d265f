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
  /** Takes the room left in a row of fields. */
  grow?: boolean;
  children: (control: ControlProps) => ReactNode;
}

/** A labelled form control with its hint and error, the one layout every console form uses. */
export function Field({ label, hint, error, describedBy, grow, children }: FieldProps) {
  const id = useId();
  const described = [describedBy, hint ? `${id}-hint` : undefined, error ? `${id}-error` : undefined].filter(Boolean);
  return (
    <div className={grow ? 'field grow' : 'field'}>
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

interface SelectFieldProps<T extends string> {
  label: string;
  value: T;
  /** Each choice's value and what the select shows for it, in order. */
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
  /** The control the dialog focuses first. */
  autoFocus?: boolean;
  grow?: boolean;
}

/** A labelled select of a closed set of choices. */
export function SelectField<T extends string>({
  label,
  value,
  options,
  onChange,
  autoFocus,
  grow,
}: SelectFieldProps<T>) {
  return (
    <Field label={label} grow={grow}>
      {(control) => (
        <select
          {...control}
          data-autofocus={autoFocus || undefined}
          value={value}
          onChange={(event) => onChange(event.target.value as T)}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
