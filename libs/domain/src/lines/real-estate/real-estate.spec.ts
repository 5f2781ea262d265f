import { exampleDetails } from '../../catalogue/details-examples';
import { DomainError } from '../../errors/domain-error';
import { documentSubjectFor } from '../../underwriting/document-subject';
import { factsNeeded } from '../../underwriting/facts-needed';
import { issuanceSubjectFor } from '../../underwriting/issuance-subject';
import { riskFor } from '../../underwriting/risk-for';
import { EXAMPLE_PROPERTY, TEST_NOW } from '../../underwriting/underwriting-test-facts';

/* The line's own expectations, moved here from the aspects' specs with the line. */
const example = exampleDetails(TEST_NOW)['real-estate'];
const today = TEST_NOW;
const paidAt = TEST_NOW;
// exampleDetails starts cover a week after TEST_NOW: 29.11.2026.
const facts = { property: EXAMPLE_PROPERTY };
const order = (details: object = {}) => ({
  items: [{ type: 'real-estate' as const, details: { ...example, ...details } }],
  billing: { payerType: 'individual' as const },
  contact: { phone: '+37369123456', email: 'ion.popescu@example.md' },
});

function thrownBy(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('expected a throw');
}

describe('real estate (property insurance)', () => {
  const realEstate = (details: object, known: object = facts) =>
    riskFor({ type: 'real-estate', details: { ...example, ...details } }, known, { today });

  it('looks a property up in the cadastral register', () => {
    expect(factsNeeded({ type: 'real-estate', details: example })).toEqual({
      property: { cadastralCode: '0100101.123.01' },
    });
  });

  it('insures the value of the chosen basis', () => {
    expect(realEstate({})).toMatchObject({ ok: true, risk: { basis: 'MV', sumInsured: 1_250_000 } });
    expect(realEstate({ insuredValue: 'RC', marketValue: undefined, replacementCost: '1400000' })).toMatchObject({
      ok: true,
      risk: { basis: 'RC', sumInsured: 1_400_000, propertyType: 'rooms', beneficiary: 'MAIB' },
    });
  });

  it('refuses a property type the cadastral register contradicts', () => {
    for (const realEstateType of ['building', 'terrain']) {
      expect(realEstate({ realEstateType })).toEqual({
        ok: false,
        code: 'invalid-options',
        issues: [{ path: 'realEstateType', key: 'invalid-option' }],
      });
    }
  });

  it('refuses the record of another cadastral code', () => {
    expect(realEstate({}, { property: { ...EXAMPLE_PROPERTY, cadastralCode: '0100308.241.57' } })).toMatchObject({
      ok: false,
      issues: [{ path: 'cadastralCode', key: 'invalid-cadastral-code' }],
    });
  });

  it('is issued with the property, its value, the bank and the title document', () => {
    const subject = issuanceSubjectFor(
      order({
        documentNumber: 'TP-1234',
        documentDate: '15.03.2020',
        beneficiary: 'other',
        beneficiaryName: 'BC Eximbank S.A.',
      }),
      facts,
      { paidAt },
    );
    expect(subject.contract).toMatchObject({
      property: {
        cadastralCode: '0100101.123.01',
        type: 'rooms',
        address: EXAMPLE_PROPERTY.address,
        valueBasis: 'MV',
        sumInsured: { minor: 125_000_000, currency: 'MDL' },
        titleDocument: { number: 'TP-1234', date: '2020-03-15' },
      },
      beneficiary: { bank: 'other', name: 'BC Eximbank S.A.' },
      startDate: '2026-11-29',
      periodDays: 365,
    });
  });

  it('takes the property’s address from the cadastral register and names the bank', () => {
    const subject = documentSubjectFor(order(), facts, { locale: 'ro', paidAt });
    expect(subject.property).toEqual({
      type: 'rooms',
      address: EXAMPLE_PROPERTY.address,
      cadastralCode: '0100101.123.01',
      sumInsured: { minor: 125_000_000, currency: 'MDL' },
      valueBasis: 'MV',
      beneficiary: 'maib',
    });
    expect(subject.coverage).toEqual({ deductiblePercent: 1 });
    const other = order({ beneficiary: 'other', beneficiaryName: 'BC Eximbank S.A.' });
    expect(documentSubjectFor(other, facts, { locale: 'ro', paidAt }).property?.beneficiary).toBe('BC Eximbank S.A.');
  });

  it('refuses a property whose address nobody knows', () => {
    const error = thrownBy(() => documentSubjectFor(order(), {}, { locale: 'ro', paidAt }));
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({ details: { issues: [{ path: 'facts.property', key: 'required' }] } });
  });
});
