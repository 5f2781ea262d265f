import { isVignette, type FieldDefinition, type ProductDefinition } from '@asiguro/domain';
import { isVisible, type Details } from './details-state';

/** The screens every flow ends with (the catalogue's ORDER_TAIL_STEPS), handled by their own components. */
export const TAIL_STEPS = ['offers', 'confirmation', 'pay'] as const;
export type TailStepId = (typeof TAIL_STEPS)[number];

export type FlowStep =
  | {
      id: string;
      kind: 'details';
      titleKey: ProductDefinition['steps'][number]['titleKey'];
      fields: readonly FieldDefinition[];
    }
  | { id: TailStepId; kind: TailStepId };

/**
 * The title of a product's step: a vignette's validity step is the vignette's (a certificate), not
 * a policy's, though the catalogue shares the step with the Green Card.
 */
export function stepTitleKey(
  product: ProductDefinition,
  step: ProductDefinition['steps'][number],
): ProductDefinition['steps'][number]['titleKey'] {
  return isVignette(product.type) && step.titleKey === 'steps.policy-details'
    ? 'steps.vignette-details'
    : step.titleKey;
}

/** Every field the product's detail screens ask, in order. */
export function allFields(product: ProductDefinition): FieldDefinition[] {
  return product.steps.flatMap((step) => [...step.fields]);
}

/**
 * The screens of a product's flow for these details: its own steps (a step none of whose fields
 * is shown now, like RCA drivers on an unlimited contract, is skipped), then offers,
 * confirmation and payment.
 */
export function flowSteps(product: ProductDefinition, details: Details): FlowStep[] {
  const own: FlowStep[] = product.steps
    .filter((step) => step.fields.some((field) => isVisible(field, details)))
    .map((step) => ({ id: step.id, kind: 'details', titleKey: stepTitleKey(product, step), fields: step.fields }));
  return [...own, ...TAIL_STEPS.map((id): FlowStep => ({ id, kind: id }))];
}

/** The position of step `id` in `steps`; the first step for an unknown id. */
export function stepIndex(steps: readonly FlowStep[], id: string | undefined): number {
  const index = steps.findIndex((step) => step.id === id);
  return index < 0 ? 0 : index;
}

/** How many of `steps` ask for details (the rest are the common tail). */
export function detailStepCount(steps: readonly FlowStep[]): number {
  return steps.filter((step) => step.kind === 'details').length;
}
