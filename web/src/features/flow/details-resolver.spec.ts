import { exampleDetails, getProduct, idnxCheckDigit, PRODUCT_TYPES, type ProductDefinition } from '@asiguro/domain';
import { LOCALES, t, type Locale, type MessageKey } from '@asiguro/i18n';
import type { FieldErrors, ResolverOptions } from 'react-hook-form';
import { isVisible, type Details } from '../order-flow/details-state';
import { flowSteps, type FlowStep } from '../order-flow/flow-steps';
import { detailsResolver, errorMessages, ownerOf } from './details-resolver';

const VALID_IDNP = `200000000001${idnxCheckDigit('200000000001')}`;

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

/**
 * The questions of these screens the customer types or picks, shown on empty answers: a yes/no box
 * left alone reads "no", and a registry's fields are filled in, not asked.
 */
function typedFields(steps: readonly FlowStep[]): { name: string; requiredKey: MessageKey }[] {
  return steps.flatMap((step) =>
    step.kind === 'details'
      ? step.fields.filter(
          (field) => field.required && field.kind !== 'checkbox' && !field.fromRegistry && isVisible(field, {}),
        )
      : [],
  );
}

describe(detailsResolver.name, () => {
  const examples = exampleDetails() as Record<string, Details>;

  it.each(PRODUCT_TYPES.filter((type) => examples[type]))(
    'asks each screen up to the current one for its answers, each under its field in the page’s language (%s)',
    async (type) => {
      const product = getProduct(type);
      const steps = flowSteps(product, {});
      for (let upTo = 0; upTo < detailSteps(steps); upTo++) {
        for (const locale of LOCALES) {
          const { messages } = await resolve(product, {}, upTo, locale);
          const asked = typedFields(steps.slice(0, upTo + 1));
          // Nothing empty passes: each screen so far says what its first question needs.
          for (const step of steps.slice(0, upTo + 1)) {
            const first = typedFields([step])[0];
            if (first) expect(messages[first.name]).toBe(t(locale, first.requiredKey));
          }
          // Each message is a question of those screens, with its own required message.
          for (const [path, message] of Object.entries(messages)) {
            const field = asked.find((candidate) => candidate.name === path);
            expect([path, message]).toEqual([field?.name, field && t(locale, field.requiredKey)]);
          }
        }
      }
    },
  );

  it.each(PRODUCT_TYPES.filter((type) => examples[type]))(
    'places a malformed answer’s problem under a field of a screen up to the current one (%s)',
    async (type) => {
      const product = getProduct(type);
      const details = spoiled(examples[type]) as Details;
      const steps = flowSteps(product, details);
      const last = detailSteps(steps) - 1;
      for (let upTo = 0; upTo <= last; upTo++) {
        const { messages } = await resolve(product, details, upTo, 'en');
        const shown = steps
          .slice(0, upTo + 1)
          .flatMap((step) => (step.kind === 'details' ? step.fields.filter((field) => isVisible(field, details)) : []));
        for (const [path, message] of Object.entries(messages)) {
          expect(shown.some((field) => path === field.name || path.startsWith(`${field.name}.`))).toBe(true);
          expect(message).not.toMatch(/^(validation|required)\./);
        }
        if (upTo === last) expect(Object.keys(messages).length).toBeGreaterThan(0);
      }
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

  it('takes a certificate and an IDNP typed in groups, as the customer meant them', async () => {
    const rca = getProduct('rca');
    const details = {
      vehicle: { certificateNumber: '123 456-789' },
      contractor: { contractorType: 'individual', idnp: ` ${VALID_IDNP.slice(0, 7)} ${VALID_IDNP.slice(7)} ` },
    };
    const { steps, messages } = await resolve(rca, details, detailSteps(flowSteps(rca, details)) - 1, 'ro');
    expect(detailSteps(steps)).toBeGreaterThan(1);
    expect(messages['vehicle.certificateNumber']).toBeUndefined();
    expect(messages['contractor.idnp']).toBeUndefined();
  });

  it('explains a malformed answer with its rule’s message', async () => {
    const { messages } = await resolve(getProduct('rca'), { vehicle: { certificateNumber: '12AB' } }, 0, 'en');
    expect(messages['vehicle.certificateNumber']).toMatch(/certificate/i);
  });

  it('refuses an IDNP with a wrong check digit on the contractor screen', async () => {
    const rca = getProduct('rca');
    const contractor = flowSteps(rca, {}).findIndex((step) => step.id === 'contractor');
    const wrong = `${VALID_IDNP.slice(0, 12)}${(Number(VALID_IDNP[12]) + 1) % 10}`;
    const details = { contractor: { contractorType: 'individual', idnp: wrong } };
    const { messages } = await resolve(rca, details, contractor, 'ru');
    expect(messages['contractor.idnp']).toMatch(/IDNP/);
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
