import { EXAMPLE_CODES, exampleDetails } from '../../catalogue/details-examples';
import { issuanceSubjectFor } from '../../underwriting/issuance-subject';
import { documentSubjectFor } from '../../underwriting/document-subject';
import { riskFor } from '../../underwriting/risk-for';
import { EXAMPLE_COMPANY, TEST_NOW } from '../../underwriting/underwriting-test-facts';

/* The line's own expectations, moved here from the aspects' specs with the line. */
const example = exampleDetails(TEST_NOW).baggage;
const order = () => ({
  items: [{ type: 'baggage' as const, details: example }],
  billing: { payerType: 'individual' as const },
  contact: { phone: '+37369123456', email: 'ion.popescu@example.md' },
});

describe('baggage insurance', () => {
  it('is issued to its contractor, the passenger, with the flights and the pieces', () => {
    const subject = issuanceSubjectFor(order(), {}, { paidAt: TEST_NOW });
    expect(subject.insured).toEqual({ type: 'individual', code: EXAMPLE_CODES.idnp, name: 'Ion Popescu' });
    expect(subject.contract).toMatchObject({ flightNumbers: ['9U123', '9U124'], baggagePieces: 2 });
  });

  it('prints the flights and the pieces on the policy', () => {
    const subject = documentSubjectFor(order(), {}, { locale: 'en', paidAt: TEST_NOW });
    expect(subject.coverage).toEqual({ flightNumbers: ['9U123', '9U124'], baggagePieces: 2 });
    expect(subject.insuredPersons.map((person) => person.fullName)).toEqual(['Ion Popescu']);
  });
});

describe('its risk', () => {
  it('counts a segment per flight number and the pieces of baggage', () => {
    const details = { ...example, flightNumbers: ['9U123', '9U124', 'LO514'], baggagePcs: 1 };
    expect(riskFor({ type: 'baggage', details }, {}, { today: TEST_NOW })).toMatchObject({
      ok: true,
      risk: { segments: 3, bags: 1, periodDays: 30 },
    });
  });

  it('refuses more pieces than the tariff covers, on the pieces', () => {
    const details = { ...example, baggagePcs: 15 };
    expect(riskFor({ type: 'baggage', details }, {}, { today: TEST_NOW })).toEqual({
      ok: false,
      code: 'invalid-options',
      issues: [{ path: 'baggagePcs', key: 'invalid-value' }],
    });
  });

  it('refuses a company as the passenger', () => {
    expect(
      riskFor(
        {
          type: 'baggage',
          details: {
            ...example,
            contractor: { contractorType: 'company', idno: EXAMPLE_COMPANY.idno, companyName: EXAMPLE_COMPANY.name },
          },
        },
        {},
        { today: TEST_NOW },
      ),
    ).toEqual({
      ok: false,
      code: 'invalid-options',
      issues: [{ path: 'contractor.contractorType', key: 'invalid-option' }],
    });
  });
});
