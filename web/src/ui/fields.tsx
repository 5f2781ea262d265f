import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

/*
 * Form controls with their label, hint and error tied to the input (label for/id,
 * aria-describedby, aria-invalid), so screen readers read the message with the field.
 */

interface FieldProps {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  optionalText?: string;
  className?: string;
}

function describedBy(id: string, hint: unknown, error: unknown): string | undefined {
  return [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
}

function Messages({ id, hint, error }: { id: string; hint?: ReactNode; error?: string }) {
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
    </>
  );
}

type TextInputProps = FieldProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> & {
    value: string;
    onValueChange: (value: string) => void;
  };

/** A labelled text input. */
export function TextField({
  label,
  hint,
  error,
  optionalText,
  className,
  value,
  onValueChange,
  id: givenId,
  ...input
}: TextInputProps) {
  const ownId = useId();
  const id = givenId ?? ownId;
  return (
    <div className={['field', error && 'field--invalid', className].filter(Boolean).join(' ')}>
      <label className="field__label" htmlFor={id}>
        {label}
        {optionalText && <span className="field__optional"> ({optionalText})</span>}
      </label>
      <input
        id={id}
        className="input"
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        {...input}
      />
      <Messages id={id} hint={hint} error={error} />
    </div>
  );
}

/** A labelled multi-line input. */
export function TextAreaField({
  label,
  hint,
  error,
  value,
  onValueChange,
  name,
  rows = 5,
  required,
  maxLength,
}: FieldProps & {
  value: string;
  onValueChange: (value: string) => void;
  name: string;
  rows?: number;
  required?: boolean;
  maxLength?: number;
}) {
  const id = useId();
  return (
    <div className={['field', error && 'field--invalid'].filter(Boolean).join(' ')}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <textarea
        id={id}
        name={name}
        rows={rows}
        className="input input--area"
        value={value}
        required={required}
        maxLength={maxLength}
        onChange={(event) => onValueChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
      />
      <Messages id={id} hint={hint} error={error} />
    </div>
  );
}

export interface ChoiceOption {
  value: string;
  label: string;
  note?: string;
}

/** A labelled native select (long lists: countries, regions, makes). */
export function SelectField({
  label,
  hint,
  error,
  optionalText,
  value,
  onValueChange,
  options,
  placeholder,
  name,
  id: givenId,
}: FieldProps & {
  value: string;
  onValueChange: (value: string) => void;
  options: readonly ChoiceOption[];
  placeholder: string;
  name: string;
  id?: string;
}) {
  const ownId = useId();
  const id = givenId ?? ownId;
  return (
    <div className={['field', error && 'field--invalid'].filter(Boolean).join(' ')}>
      <label className="field__label" htmlFor={id}>
        {label}
        {optionalText && <span className="field__optional"> ({optionalText})</span>}
      </label>
      <select
        id={id}
        name={name}
        className="input input--select"
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <Messages id={id} hint={hint} error={error} />
    </div>
  );
}

/** A group of radio buttons shown as cards (a few options: zone, period, payer type). */
export function RadioCards({
  label,
  hint,
  error,
  value,
  onValueChange,
  options,
  name,
  columns,
}: FieldProps & {
  value: string;
  onValueChange: (value: string) => void;
  options: readonly ChoiceOption[];
  name: string;
  columns?: number;
}) {
  const id = useId();
  return (
    <fieldset
      className={['field', 'choice', error && 'field--invalid'].filter(Boolean).join(' ')}
      aria-describedby={describedBy(id, hint, error)}
      data-field={name}
    >
      <legend className="field__label">{label}</legend>
      <div className="choice__options" style={columns ? { ['--columns' as string]: columns } : undefined}>
        {options.map((option) => (
          <label key={option.value} className="choice__option">
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onValueChange(option.value)}
              aria-invalid={error ? true : undefined}
            />
            <span className="choice__text">
              <span className="choice__label">{option.label}</span>
              {option.note && <span className="choice__note">{option.note}</span>}
            </span>
          </label>
        ))}
      </div>
      <Messages id={id} hint={hint} error={error} />
    </fieldset>
  );
}

/** A labelled checkbox (consents, yes/no options). */
export function CheckboxField({
  label,
  hint,
  error,
  checked,
  onCheckedChange,
  name,
}: FieldProps & { checked: boolean; onCheckedChange: (checked: boolean) => void; name: string }) {
  const id = useId();
  return (
    <div className={['field', 'check', error && 'field--invalid'].filter(Boolean).join(' ')}>
      <div className="check__row">
        <input
          id={id}
          type="checkbox"
          name={name}
          className="check__box"
          checked={checked}
          onChange={(event) => onCheckedChange(event.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, hint, error)}
        />
        <label htmlFor={id} className="check__label">
          {label}
        </label>
      </div>
      <Messages id={id} hint={hint} error={error} />
    </div>
  );
}
