import type { Locale, Localized } from '@asiguro/i18n';
import type { FieldCondition } from './field';

/**
 * One choice of a select field: the stored value and its label in every language; offered only
 * while another field (path from the field's own root) holds one of `visibleWhen.in`, when given
 * (a rovinieta validity its category is sold with).
 */
export interface FieldOption<V extends string | number = string | number> {
  value: V;
  label: Localized;
  visibleWhen?: FieldCondition;
}

/** Builds an option from its value and its ro, ru and en labels. */
export function option<const V extends string | number>(value: V, ro: string, ru: string, en: string): FieldOption<V> {
  return { value, label: { ro, ru, en } };
}

/** An option whose label is the same in every language (brand names, codes). */
export function sameLabel<const V extends string | number>(value: V, label: string): FieldOption<V> {
  return { value, label: { ro: label, ru: label, en: label } };
}

/** The label of a value among options, in a language (the value itself when it is none of them). */
export function labelOf<V extends string | number>(
  options: readonly FieldOption<V>[],
  value: V,
  locale: Locale,
): string {
  return options.find((item) => item.value === value)?.label[locale] ?? String(value);
}

/** The values of a list of options, as a non-empty tuple for z.enum / z.literal. */
export function valuesOf<const V extends string | number>(options: readonly FieldOption<V>[]): [V, ...V[]] {
  const values = options.map((item) => item.value);
  if (values.length === 0) throw new Error('an option list cannot be empty');
  return values as [V, ...V[]];
}
