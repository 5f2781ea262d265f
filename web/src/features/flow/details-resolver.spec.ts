import { exampleDetails, getProduct, idnxCheckDigit, PRODUCT_TYPES, type ProductDefinition } from '@asiguro/domain';
import type { Locale } from '@asiguro/i18n';
import type { FieldErrors, ResolverOptions } from 'react-hook-form';
import type { Details } from '../order-flow/details-state';
import { flowSteps, type FlowStep } from '../order-flow/flow-steps';
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

const VALID_IDNP = `200000000001${idnxCheckDigit('200000000001')}`;

const detailSteps = (steps: readonly FlowStep[]) => steps.filter((step) => step.kind === 'details').length;

describe(detailsResolver.name, () => {
  const examples = exampleDetails() as Record<string, Details>;

  it.each(PRODUCT_TYPES.filter((type) => examples[type]))(
    'lets every screen of a valid example through and stops a form left empty or filled wrongly at its first screen (%s)',
    async (type) => {
      const product = getProduct(type);
      const example = examples[type];
      const last = detailSteps(flowSteps(product, example)) - 1;
      expect((await resolve(product, example, last, 'en')).messages).toEqual({});
      const wrong = spoiled(example) as Details;
      const refused = await resolve(product, wrong, last, 'en');
      expect(Object.keys(refused.messages).length).toBeGreaterThan(0);
      // Each problem in the page's language: the Romanian and English messages are not the same text.
      const romanian = (await resolve(product, wrong, last, 'ro')).messages;
      expect(Object.keys(romanian)).toEqual(Object.keys(refused.messages));
      expect(Object.keys(romanian).some((path) => romanian[path] !== refused.messages[path])).toBe(true);
    },
  );

  it('takes a certificate and an IDNP typed in groups, as the customer meant them', async () => {
    const rca = getProduct('rca');
    const details = {
      vehicle: { certificateNumber: '123 456-789' },
      contractor: { contractorType: 'individual', idnp: ` ${VALID_IDNP.slice(0, 7)} ${VALID_IDNP.slice(7)} ` },
    };
    const { messages } = await resolve(rca, details, 99, 'ro');
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
    expect((await resolve(rca, details, contractor, 'ru')).messages['contractor.idnp']).toMatch(/IDNP/);
  });

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
