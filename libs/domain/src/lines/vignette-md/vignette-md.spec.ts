import { exampleDetails } from '../../catalogue/details-examples';
import { quote } from '../../tariffs/quote';
import { issuanceSubjectFor } from '../../underwriting/issuance-subject';
import { riskFor } from '../../underwriting/risk-for';
import { TEST_NOW, TEST_TARIFF_CONTEXT } from '../../underwriting/underwriting-test-facts';
import type { ProductType } from '../../products/product-types';

/* The line's own expectations, moved here from the aspects' specs with the line. */
const examples = exampleDetails(TEST_NOW);
const today = TEST_NOW;
const orderOf = (type: ProductType) => ({
  items: [{ type, details: examples[type] }],
  billing: { payerType: 'individual' as const },
  contact: { phone: '+37369123456', email: 'ion.popescu@example.md' },
});

describe('Moldovan vignette', () => {
  it('prices a foreign vehicle by its category and country of registration', () => {
    const details = { ...examples['vignette:md'], vehicleCategory: 'N1', validity: '12_months' };
    const result = riskFor({ type: 'vignette:md', details }, {}, { today });
    expect(result).toMatchObject({
      ok: true,
      risk: { category: 'N1', validity: '12_months', registrationCountry: 'UA', startDate: '2026-11-29' },
    });
    if (!result.ok) throw new Error('refused');
    expect(quote('vignette:md', result.risk, 'evinieta-md', TEST_TARIFF_CONTEXT).declined).toBe(false);
  });

  it('refuses a validity its category is not sold with', () => {
    const result = riskFor(
      { type: 'vignette:md', details: { ...examples['vignette:md'], validity: '12_months' } },
      {},
      { today },
    );
    expect(result).toMatchObject({ ok: false, code: 'invalid-options' });
    expect(!result.ok && result.issues?.map((issue) => issue.path)).toContain('validity');
  });

  it('is issued to its driver by the foreign plate', () => {
    const subject = issuanceSubjectFor(orderOf('vignette:md'), {}, { paidAt: TEST_NOW });
    expect(subject.insured).toEqual({ type: 'individual', code: 'AA1234BB', name: 'Олександр Шевченко' });
  });
});
