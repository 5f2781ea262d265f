import { getProduct, idnxCheckDigit } from '@asiguro/domain';
import { flowSteps, stepIndex } from './flow-steps';
import { draftPart, fieldOfIssue, prepareDetails } from './step-validation';

const rca = getProduct('rca');
const idnp = (twelve: string) => `${twelve}${idnxCheckDigit(twelve)}`;
const VALID_IDNP = idnp('200000000001');

describe(flowSteps.name, () => {
  it('lists the product’s own screens, then offers, confirmation and payment', () => {
    const ids = flowSteps(rca, { contractType: 'limited' }).map((step) => step.id);
    expect(ids).toEqual(['vehicle', 'insurance-details', 'drivers', 'contractor', 'offers', 'confirmation', 'pay']);
  });

  it('skips a screen none of whose questions is asked (drivers of an unlimited RCA)', () => {
    expect(flowSteps(rca, { contractType: 'unlimited' }).map((step) => step.id)).not.toContain('drivers');
  });

  it('finds a step by id, the first for an unknown one', () => {
    const steps = flowSteps(rca, {});
    expect(stepIndex(steps, 'contractor')).toBe(steps.findIndex((step) => step.id === 'contractor'));
    expect(stepIndex(steps, 'nope')).toBe(0);
  });
});

describe(prepareDetails.name, () => {
  it('drops hidden answers and empty strings before validation', () => {
    const prepared = prepareDetails(rca, {
      contractor: { contractorType: 'individual', idnp: VALID_IDNP, idno: '1002600020908' },
      documentNumber: '',
      ownership: 'owner',
    });
    expect(prepared).toMatchObject({ contractor: { contractorType: 'individual', idnp: VALID_IDNP } });
    expect(prepared).not.toHaveProperty('contractor.idno');
    expect(prepared).not.toHaveProperty('documentNumber');
  });
});

describe(draftPart.name, () => {
  it('keeps every valid answer and leaves out a half-typed one', () => {
    const draft = draftPart(rca.draftDetailsSchema, {
      vehicle: { certificateNumber: '123456789' },
      contractor: { contractorType: 'individual', idnp: '2000' },
    });
    expect(draft).toEqual({
      vehicle: { certificateNumber: '123456789' },
      contractor: { contractorType: 'individual' },
    });
  });

  it('leaves out fields the product does not know', () => {
    expect(draftPart(rca.draftDetailsSchema, { persons: [{ firstName: 'Ion' }] })).toEqual({});
  });

  it('saves codes typed in groups as their rules read them', () => {
    const draft = draftPart(rca.draftDetailsSchema, {
      vehicle: { certificateNumber: '123 456 789' },
      contractor: { contractorType: 'individual', idnp: `${VALID_IDNP.slice(0, 4)} ${VALID_IDNP.slice(4)}` },
    });
    expect(draft).toEqual({
      vehicle: { certificateNumber: '123456789' },
      contractor: { contractorType: 'individual', idnp: VALID_IDNP },
    });
  });
});

describe(fieldOfIssue.name, () => {
  it('attaches an issue on a whole object to its first shown field', () => {
    const contractorStep = rca.steps.find((step) => step.id === 'contractor');
    expect(fieldOfIssue(contractorStep?.fields ?? [], 'contractor', {})?.name).toBe('contractor.contractorType');
  });
});

describe('number fields', () => {
  it('gives each schema the shape it asks for: digits for a market value, a number for the bags', () => {
    const estate = prepareDetails(getProduct('real-estate'), { insuredValue: 'MV', marketValue: '1200000' });
    expect(estate.marketValue).toBe('1200000');
    const baggage = prepareDetails(getProduct('baggage'), { baggagePcs: '2' });
    expect(baggage.baggagePcs).toBe(2);
  });
});
