import { EXAMPLE_CODES, exampleDetails } from '../../catalogue/details-examples';
import { issuanceSubjectFor } from '../../underwriting/issuance-subject';
import { riskFor } from '../../underwriting/risk-for';
import { TEST_NOW } from '../../underwriting/underwriting-test-facts';

/* The line's own expectations, moved here from the aspects' specs with the line. */
const example = exampleDetails(TEST_NOW)['medical-optional'];
const order = (details: object = {}) => ({
  items: [{ type: 'medical-optional' as const, details: { ...example, ...details } }],
  billing: { payerType: 'individual' as const },
  contact: { phone: '+37369123456', email: 'ion.popescu@example.md' },
});

describe('health insurance for non-residents', () => {
  it('is issued to its contractor, with the visitors’ nationalities and the package', () => {
    const subject = issuanceSubjectFor(order(), {}, { paidAt: TEST_NOW });
    expect(subject.insured).toEqual({ type: 'individual', code: EXAMPLE_CODES.idnp, name: 'Ion Popescu' });
    expect(subject.contract).toMatchObject({ nationalities: ['GB'], periodDays: 90 });
    expect(subject.contract.sumInsured).toEqual({ minor: 500_000, currency: 'EUR' });
  });

  it('refuses a sum insured it does not offer, naming the field', () => {
    const result = riskFor(
      { type: 'medical-optional', details: { ...example, amount: 20_000 } },
      {},
      { today: TEST_NOW },
    );
    expect(result).toMatchObject({ ok: false, code: 'invalid-options' });
    expect(!result.ok && result.issues?.map((issue) => issue.path)).toContain('amount');
  });
});

describe('its risk', () => {
  it('takes the package and each visitor’s age and student status', () => {
    const visitor = example.persons[0];
    const persons = [visitor, { ...visitor, passportNumber: '533999999', birthday: '29.11.1990', student: undefined }];
    const result = riskFor(
      { type: 'medical-optional', details: { ...example, persons, amount: 10_000 } },
      {},
      { today: TEST_NOW },
    );
    expect(result).toMatchObject({
      ok: true,
      risk: {
        sumInsured: 10_000,
        periodDays: 90,
        persons: [
          { age: 25, student: true },
          { age: 36, student: false },
        ],
      },
    });
  });
});
