import { EXAMPLE_CODES, exampleDetails } from '../../catalogue/details-examples';
import { quote } from '../../tariffs/quote';
import { tariffOfferSchema } from '../../tariffs/tariff.types';
import { issuanceSubjectFor } from '../../underwriting/issuance-subject';
import { riskFor } from '../../underwriting/risk-for';
import { EXAMPLE_COMPANY, TEST_NOW, TEST_TARIFF_CONTEXT } from '../../underwriting/underwriting-test-facts';

/* The line's own expectations, moved here from the aspects' specs with the line. */
const example = exampleDetails(TEST_NOW).mobility;
const order = (details: object = {}) => ({
  items: [{ type: 'mobility' as const, details: { ...example, ...details } }],
  billing: { payerType: 'individual' as const },
  contact: { phone: '+37369123456', email: 'ion.popescu@example.md' },
});

describe('mobility insurance', () => {
  it('is issued to its contractor, the rider', () => {
    const subject = issuanceSubjectFor(order(), {}, { paidAt: TEST_NOW });
    expect(subject.insured).toEqual({ type: 'individual', code: EXAMPLE_CODES.idnp, name: 'Ion Popescu' });
    expect(subject.contract).toMatchObject({ package: 'basic', periodDays: 365, device: { type: 'e-scooter' } });
  });

  it('refuses a company as the rider, naming the field', () => {
    const company = { contractorType: 'company', idno: EXAMPLE_COMPANY.idno, companyName: EXAMPLE_COMPANY.name };
    const result = riskFor({ type: 'mobility', details: { ...example, contractor: company } }, {}, { today: TEST_NOW });
    expect(result).toMatchObject({ ok: false, code: 'invalid-options' });
    expect(!result.ok && result.issues?.map((issue) => issue.path)).toContain('contractor.contractorType');
  });

  it('prices an ordinary risk at every seller', () => {
    const risk = { vehicle: 'e-bike', riderAge: 41, periodDays: 365, package: 'extended' };
    for (const insurer of ['moldasig', 'acord-grup', 'asterra']) {
      expect(
        tariffOfferSchema.parse(quote('mobility', risk, insurer, TEST_TARIFF_CONTEXT)).price.minor,
      ).toBeGreaterThan(0);
    }
  });
});

describe('its risk', () => {
  it('ages the rider (the contractor) on the start date', () => {
    const contractor = { ...example.contractor, birthday: '30.11.1960' };
    expect(riskFor({ type: 'mobility', details: { ...example, contractor } }, {}, { today: TEST_NOW })).toMatchObject({
      ok: true,
      risk: { vehicle: 'e-scooter', package: 'basic', riderAge: 65, periodDays: 365 },
    });
  });

  it('refuses a company as the rider', () => {
    expect(
      riskFor(
        {
          type: 'mobility',
          details: {
            ...example,
            contractor: { contractorType: 'company', idno: EXAMPLE_COMPANY.idno, companyName: EXAMPLE_COMPANY.name },
          },
        },
        {},
        { today: TEST_NOW },
      ),
    ).toMatchObject({
      ok: false,
      code: 'invalid-options',
    });
  });
});
