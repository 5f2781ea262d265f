import { chisinauDayOf, type DateWindow, type FieldDefinition, type FieldOption } from '@asiguro/domain';
import type { MessageKey } from '@asiguro/i18n';
import { useId, useMemo } from 'react';
import { useI18n } from '../../i18n/use-i18n';
import { useMessages } from '../../i18n/use-messages';
import { CheckboxField, RadioCards, SelectField, TextField, type ChoiceOption } from '../../ui/fields';
import { DateField } from '../../ui/date-picker/date-field';
import { countryOptions } from './country-options';
import { dateBounds } from './date-bounds';
import { conditionHolds, getAt, isVisible, type Details } from './details-state';
import { dateMask } from './input-masks';

export interface FieldInputProps {
  field: FieldDefinition;
  /** Full path of the value (the field's name, or 'persons.0.idnp' inside a list). */
  path: string;
  value: unknown;
  onChange: (path: string, value: unknown) => void;
  errors: Record<string, string>;
  /** The whole details (for the lists' own items). */
  details: Details;
  /** How far ahead the product's cover may start: the days a start date's calendar offers. */
  startWindow?: DateWindow;
}

/** The option whose value reads as `text` (select values are strings in the DOM, numbers in details). */
function optionOf(options: readonly FieldOption[] | undefined, text: string): FieldOption | undefined {
  return options?.find((option) => String(option.value) === text);
}

const AUTOCOMPLETE: Record<string, string> = {
  firstName: 'given-name',
  lastName: 'family-name',
  fullName: 'name',
  driverFullName: 'name',
  phone: 'tel',
  email: 'email',
  address: 'street-address',
  companyName: 'organization',
};

const UPPERCASE = /(certificateNumber|plateNumber|vinCode|passportNumber|cadastralCode|driverLicenseNumber)$/;

/** One field of an order step, drawn from its catalogue definition. */
export function FieldInput({ field, path, value, onChange, errors, details, startWindow }: FieldInputProps) {
  const { locale, texts } = useI18n();
  const t = useMessages();
  const label = t(field.labelKey);
  const error = errors[path];
  const optionalText = field.required ? undefined : texts.common.optional;
  const name = path;
  const lastName = field.name.split('.').pop() ?? field.name;
  // Options offered only with another answer (a rovinieta validity with its categories) follow it.
  const choices: ChoiceOption[] = useMemo(
    () =>
      field.kind === 'country'
        ? countryOptions(locale)
        : (field.options ?? [])
            .filter((option) => conditionHolds(option.visibleWhen, details))
            .map((option) => ({ value: String(option.value), label: option.label[locale] })),
    [field.kind, field.options, locale, details],
  );
  const offered = value !== undefined && choices.some((choice) => choice.value === String(value));

  switch (field.kind) {
    case 'radio':
      return (
        <RadioCards
          label={label}
          name={name}
          options={choices}
          value={value === undefined ? '' : String(value)}
          onValueChange={(text) => onChange(path, optionOf(field.options, text)?.value ?? text)}
          error={error}
        />
      );
    case 'select':
    case 'country':
      return (
        <SelectField
          label={label}
          name={name}
          options={choices}
          placeholder={texts.order.chooseOption}
          optionalText={optionalText}
          // An answer no longer offered (the category changed) shows as not chosen yet.
          value={offered ? String(value) : ''}
          onValueChange={(text) =>
            onChange(
              path,
              text === ''
                ? undefined
                : field.kind === 'country'
                  ? text
                  : (optionOf(field.options, text)?.value ?? text),
            )
          }
          error={error}
        />
      );
    case 'multi-select':
      return <MultiSelect field={field} path={path} value={value} onChange={onChange} error={error} label={label} />;
    case 'checkbox':
      return (
        <CheckboxField
          label={label}
          name={name}
          checked={value === true}
          onCheckedChange={(checked) => onChange(path, checked)}
          error={error}
        />
      );
    case 'persons-list':
    case 'list':
      return (
        <ItemsList field={field} path={path} details={details} onChange={onChange} errors={errors} label={label} />
      );
    case 'date': {
      const today = chisinauDayOf(new Date());
      return (
        <DateField
          label={label}
          name={name}
          hint={texts.common.datePlaceholder}
          optionalText={optionalText}
          value={typeof value === 'string' ? value : ''}
          mask={dateMask}
          onValueChange={(text) => onChange(path, text)}
          today={today}
          bounds={dateBounds(path, today, startWindow, details)}
          error={error}
        />
      );
    }
    case 'number':
      return (
        <TextField
          label={label}
          name={name}
          inputMode="numeric"
          optionalText={optionalText}
          value={value === undefined ? '' : String(value)}
          // Kept as typed: prepareDetails gives the schema a number or digits, whichever it asks for.
          onValueChange={(text) => onChange(path, text.replace(/\s/g, '') || undefined)}
          error={error}
        />
      );
    default:
      return (
        <TextField
          label={label}
          name={name}
          type={field.kind === 'email' ? 'email' : field.kind === 'phone' ? 'tel' : 'text'}
          autoComplete={AUTOCOMPLETE[lastName]}
          autoCapitalize={UPPERCASE.test(lastName) ? 'characters' : undefined}
          spellCheck={false}
          optionalText={optionalText}
          value={typeof value === 'string' ? value : value === undefined ? '' : String(value)}
          onValueChange={(text) => onChange(path, UPPERCASE.test(lastName) ? text.toUpperCase() : text)}
          error={error}
        />
      );
  }
}

function MultiSelect({
  field,
  path,
  value,
  onChange,
  error,
  label,
}: {
  field: FieldDefinition;
  path: string;
  value: unknown;
  onChange: (path: string, value: unknown) => void;
  error?: string;
  label: string;
}) {
  const { locale } = useI18n();
  const id = useId();
  const selected = Array.isArray(value) ? (value as unknown[]) : [];
  const toggle = (option: FieldOption) => {
    const next = selected.includes(option.value)
      ? selected.filter((item) => item !== option.value)
      : [...selected, option.value];
    onChange(path, next.length === 0 ? undefined : next);
  };
  return (
    <fieldset
      className={['field', 'choice', error && 'field--invalid'].filter(Boolean).join(' ')}
      aria-describedby={error ? `${id}-error` : undefined}
      data-field={path}
    >
      <legend className="field__label">{label}</legend>
      <div className="choice__options">
        {(field.options ?? []).map((option) => (
          <label key={String(option.value)} className="choice__option">
            <input
              type="checkbox"
              name={path}
              value={String(option.value)}
              checked={selected.includes(option.value)}
              onChange={() => toggle(option)}
              aria-invalid={error ? true : undefined}
            />
            <span className="choice__text">
              <span className="choice__label">{option.label[locale]}</span>
            </span>
          </label>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
    </fieldset>
  );
}

function ItemsList({
  field,
  path,
  details,
  onChange,
  errors,
  label,
}: {
  field: FieldDefinition;
  path: string;
  details: Details;
  onChange: (path: string, value: unknown) => void;
  errors: Record<string, string>;
  label: string;
}) {
  const { texts, fill } = useI18n();
  const stored = getAt(details, path);
  const items: unknown[] = Array.isArray(stored) ? stored : [];
  const scalar = !field.itemFields;
  const shown: unknown[] = items.length === 0 ? [scalar ? '' : {}] : items;
  const max = field.maxItems ?? 10;
  const min = Math.max(1, field.minItems ?? 1);
  const listError = errors[path];
  const remove = (index: number) =>
    onChange(
      path,
      shown.filter((_, position) => position !== index),
    );
  return (
    <fieldset className={['items', scalar && 'items--scalar'].filter(Boolean).join(' ')} data-field={path}>
      <legend className="field__label items__legend">{label}</legend>
      {listError && <p className="field__error">{listError}</p>}
      {shown.map((item, index) =>
        scalar ? (
          <div key={index} className="items__row">
            <TextField
              label={`${label} ${index + 1}`}
              name={`${path}.${index}`}
              autoCapitalize="characters"
              value={typeof item === 'string' ? item : ''}
              onValueChange={(text) => onChange(`${path}.${index}`, text.toUpperCase())}
              error={errors[`${path}.${index}`]}
            />
            {shown.length > min && (
              <button type="button" className="btn btn--ghost btn--small" onClick={() => remove(index)}>
                {texts.common.remove}
                <span className="visually-hidden">
                  {' '}
                  {label} {index + 1}
                </span>
              </button>
            )}
          </div>
        ) : (
          <div key={index} className="items__item">
            <div className="items__head">
              <h3 className="items__title">{fill(texts.order.person, { index: index + 1 })}</h3>
              {shown.length > min && (
                <button type="button" className="btn btn--ghost btn--small" onClick={() => remove(index)}>
                  {texts.order.removePerson}
                  <span className="visually-hidden"> {index + 1}</span>
                </button>
              )}
            </div>
            <div className="form-grid">
              {(field.itemFields ?? [])
                .filter((itemField) => isVisible(itemField, item) && !itemField.fromRegistry)
                .map((itemField) => {
                  const itemPath = `${path}.${index}.${itemField.name}`;
                  return (
                    <FieldInput
                      key={itemPath}
                      field={itemField}
                      path={itemPath}
                      value={getAt(details, itemPath)}
                      onChange={onChange}
                      errors={errors}
                      details={details}
                    />
                  );
                })}
            </div>
          </div>
        ),
      )}
      {shown.length < max && (
        <button
          type="button"
          className="btn btn--secondary"
          onClick={() => onChange(path, [...shown, scalar ? '' : {}])}
        >
          + {scalar ? texts.common.add : texts.order.addPerson}
        </button>
      )}
    </fieldset>
  );
}

/** The registry's facts shown next to the field that found them (plate, make, model…). */
export function RegistryFacts({ fields, details }: { fields: readonly FieldDefinition[]; details: Details }) {
  const { locale, texts } = useI18n();
  const t = useMessages();
  const known = fields
    .map((field) => ({ field, value: getAt(details, field.name) }))
    .filter(({ value }) => value !== undefined && value !== '');
  if (known.length === 0) return null;
  const show = (field: FieldDefinition, value: unknown) => {
    const option = field.options?.find((item) => item.value === value);
    if (option) return option.label[locale];
    if (typeof value === 'boolean') return value ? texts.common.yes : texts.common.no;
    return String(value);
  };
  return (
    <dl className="registry">
      {known.map(({ field, value }) => (
        <div key={field.name} className="registry__item">
          <dt>{t(field.labelKey as MessageKey)}</dt>
          <dd>{show(field, value)}</dd>
        </div>
      ))}
    </dl>
  );
}
