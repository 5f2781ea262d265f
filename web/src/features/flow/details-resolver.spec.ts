import { exampleDetails, getProduct, PRODUCT_TYPES, type ProductDefinition } from '@asiguro/domain';
import type { Locale } from '@asiguro/i18n';
import type { FieldErrors, ResolverOptions } from 'react-hook-form';
import type { Details } from '../order-flow/details-state';
import { flowSteps, type FlowStep } from '../order-flow/flow-steps';
import { checkSteps } from '../order-flow/step-validation';
import { detailsResolver, errorMessages, ownerOf } from './details-resolver';

const options: ResolverOptions<Details> = { fields: {}, shouldUseNativeValidation: false };

async function resolve(product: ProductDefinition, details: Details, upTo: number, locale: Locale, live = {}) {
  const steps = flowSteps(product, details);
  const result = await detailsResolver(product)(details, { steps, upTo, locale, live }, options);
  return { steps, messages: errorMessages(result.errors), values: result.values };
}

/** Every answer made wrong: text to "1", numbers below zero, yes/no left as is. */
function spoiled(value: unknown): unknown {
  if (typeof value === 'string') return '1';
  if (typeof value === 'number') return -1;
  if (Array.isArray(value)) return value.map(spoiled);
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, spoiled(item)]));
  }
  return value;
}

const detailSteps = (steps: readonly FlowStep[]) => steps.filter((step) => step.kind === 'details').length;

describe(detailsResolver.name, () => {
  const examples = exampleDetails() as Record<string, Details>;

  it.each(PRODUCT_TYPES.filter((type) => examples[type]))(
    'places the same problems under the same fields, with the same messages, as the step check (%s)',
    async (type) => {
      const product = getProduct(type);
      let compared = 0;
      for (const details of [{}, spoiled(examples[type]) as Details]) {
        const steps = flowSteps(product, details);
        for (let upTo = 0; upTo < detailSteps(steps); upTo++) {
          for (const locale of ['ro', 'ru', 'en'] as const) {
            const expected = checkSteps(product.detailsSchema, product, steps, details, upTo, locale).messages;
            expect((await resolve(product, details, upTo, locale)).messages).toEqual(expected);
            compared += Object.keys(expected).length;
          }
        }
      }
      // The comparison is about problems, not about two empty answers.
      expect(compared).toBeGreaterThan(0);
    },
  );

  it('lets valid details through, as the schema reads them', async () => {
    const rca = getProduct('rca');
    const details = examples.rca;
    const { steps, messages, values } = await resolve(rca, details, 0, 'en');
    expect(messages).toEqual({});
    expect(values).toEqual(rca.detailsSchema.parse(values));
    expect(detailSteps(steps)).toBeGreaterThan(1);
  });

  it('asks the current screen in the page’s language and nothing of later screens', async () => {
    const { messages } = await resolve(getProduct('rca'), {}, 0, 'ro');
    expect(messages['vehicle.certificateNumber']).toBe('Introduceți numărul certificatului de înmatriculare');
    expect(Object.keys(messages).some((path) => path.startsWith('contractor'))).toBe(false);
  });

  it('holds the screen back on a date judged while typing, with that date’s message', async () => {
    const rca = getProduct('rca');
    const live = { 'vehicle.certificateNumber': 'end before start' };
    const { messages } = await resolve(rca, examples.rca, 0, 'en', live);
    expect(messages).toEqual(live);
  });
});

describe(errorMessages.name, () => {
  it('gives each message by its dotted path, a list’s own problem at the list', () => {
    const errors = {
      persons: {
        root: { type: 'too_small', message: 'Add a person' },
        0: { idnp: { type: 'custom', message: 'Bad IDNP' } },
      },
      vehicle: { certificateNumber: { type: 'custom', message: 'Bad certificate' } },
    } as unknown as FieldErrors;
    expect(errorMessages(errors)).toEqual({
      persons: 'Add a person',
      'persons.0.idnp': 'Bad IDNP',
      'vehicle.certificateNumber': 'Bad certificate',
    });
  });
});

describe(ownerOf.name, () => {
  it('finds the screen asking a field, and sends a problem no screen owns to the last details screen', () => {
    const rca = getProduct('rca');
    const steps = flowSteps(rca, {});
    const contractor = steps.findIndex((step) => step.id === 'contractor');
    expect(ownerOf(steps, 'contractor.idnp', {}).index).toBe(contractor);
    expect(ownerOf(steps, 'vehicle.certificateNumber', {})).toMatchObject({
      index: 0,
      key: 'vehicle.certificateNumber',
    });
    expect(ownerOf(steps, 'nowhere', {})).toEqual({ index: detailSteps(steps) - 1, key: 'nowhere' });
  });
});
