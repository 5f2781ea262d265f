import type { FieldDefinition, ProductDefinition } from '@asiguro/domain';
import { getAt, type Details } from './details-state';

/** The answers a traveller and a contractor share, by their names in each. */
const SHARED = ['firstName', 'lastName', 'birthday', 'idnp'] as const;

/**
 * The contractor's answers taken from the first insured person, for a screen that asks a
 * person as contractor (travel: contractor.firstName…) when an earlier screen listed the
 * insured persons. Undefined when the screen asks no such contractor, or the first person has
 * no name yet.
 */
export function contractorFromFirstPerson(
  product: ProductDefinition,
  stepFields: readonly FieldDefinition[],
  details: Details,
): Record<string, string> | undefined {
  const asked = SHARED.filter((name) => stepFields.some((field) => field.name === `contractor.${name}`));
  if (!asked.includes('firstName') || !asked.includes('lastName')) return undefined;
  const list = product.steps.flatMap((step) => step.fields).find((field) => field.kind === 'persons-list');
  if (!list) return undefined;
  const first = getAt(details, `${list.name}.0`);
  const answers: Record<string, string> = {};
  for (const name of asked) {
    const value = getAt(first, name);
    if (typeof value === 'string' && value.trim() !== '') answers[name] = value;
  }
  return answers.firstName && answers.lastName ? answers : undefined;
}

/** Whether the contractor already holds these answers (and is a person). */
export function isContractor(details: Details, answers: Record<string, string>): boolean {
  return (
    getAt(details, 'contractor.contractorType') === 'individual' &&
    Object.entries(answers).every(([name, value]) => getAt(details, `contractor.${name}`) === value)
  );
}
