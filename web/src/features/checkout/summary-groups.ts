import type { FieldDefinition, ProductDefinition } from '@asiguro/domain';
import type { Locale, MessageKey } from '@asiguro/i18n';
import { countryOptions } from '../order-flow/country-options';
import { getAt, isVisible, type Details } from '../order-flow/details-state';
import { stepTitleKey } from '../order-flow/flow-steps';

/** One answer as the summary shows it: the field's label and the value in the page's words. */
export interface SummaryFact {
  path: string;
  labelKey: MessageKey;
  value: string;
}

/** A list's item (a traveller, a driver): its answers in the order the form asks them. */
export interface SummaryFacts {
  path: string;
  labelKey: MessageKey;
  items: SummaryFact[][];
}

/** The answers of one of the product's screens, with the screen to send the customer back to. */
export interface SummaryGroup {
  stepId: string;
  titleKey: MessageKey;
  facts: (SummaryFact | SummaryFacts)[];
}

export interface SummaryWords {
  yes: string;
  no: string;
}

const isEmpty = (value: unknown) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/** A value as the customer chose it: an option's label, yes or no, a country's name, the text typed. */
export function shownValue(field: FieldDefinition, value: unknown, locale: Locale, words: SummaryWords): string {
  const label = (one: unknown) => {
    if (field.kind === 'country') {
      return countryOptions(locale).find((option) => option.value === one)?.label ?? String(one);
    }
    const option = field.options?.find((item) => String(item.value) === String(one));
    return option ? option.label[locale] : String(one);
  };
  if (typeof value === 'boolean') return value ? words.yes : words.no;
  if (Array.isArray(value)) return value.map(label).join(', ');
  return label(value);
}

function factsOf(
  fields: readonly FieldDefinition[],
  scope: unknown,
  prefix: string,
  locale: Locale,
  words: SummaryWords,
): (SummaryFact | SummaryFacts)[] {
  const facts: (SummaryFact | SummaryFacts)[] = [];
  for (const field of fields) {
    if (!isVisible(field, scope)) continue;
    const path = `${prefix}${field.name}`;
    const value = getAt(scope, field.name);
    if (isEmpty(value)) continue;
    if (field.itemFields && Array.isArray(value)) {
      const items = value.map(
        (item, index) => factsOf(field.itemFields ?? [], item, `${path}.${index}.`, locale, words) as SummaryFact[],
      );
      facts.push({ path, labelKey: field.labelKey, items: items.filter((item) => item.length > 0) });
      continue;
    }
    // A checkbox left unticked tells nothing the documents print (no COVID cover is no add-on).
    if (field.kind === 'checkbox' && value === false && !field.fromRegistry) continue;
    facts.push({ path, labelKey: field.labelKey, value: shownValue(field, value, locale, words) });
  }
  return facts;
}

/**
 * What the customer answered, screen by screen, as the documents will print it: every field
 * shown for these details (registry facts too, when the order holds them), lists item by item,
 * options by their labels. Screens with nothing to show are left out.
 */
export function summaryGroups(
  product: ProductDefinition,
  details: Details,
  locale: Locale,
  words: SummaryWords,
): SummaryGroup[] {
  return product.steps
    .map((step) => ({
      stepId: step.id,
      titleKey: stepTitleKey(product, step) as MessageKey,
      facts: factsOf(step.fields, details, '', locale, words),
    }))
    .filter((group) => group.facts.length > 0);
}
