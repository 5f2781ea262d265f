import { exampleDetails } from '../../catalogue/details-examples';
import { issuersOf } from '../../partners/issuers-of';
import { quote } from '../../tariffs/quote';
import { replayFactors } from '../../tariffs/tariff-calculation';
import { riskFor } from '../../underwriting/risk-for';
import { TEST_NOW, TEST_TARIFF_CONTEXT } from '../../underwriting/underwriting-test-facts';

/* The line's own expectations, moved here from the aspects' specs with the line. */
const example = exampleDetails(TEST_NOW)['courier-delivery'];

describe('courier delivery of the paper Green Card', () => {
  it('is sold by the courier partner alone, at its flat tariff and the marketplace’s fee', () => {
    expect(issuersOf('courier-delivery').map((issuer) => issuer.slug)).toEqual(['curier-md']);
    const offer = quote('courier-delivery', { zone: 'chisinau' }, 'curier-md', TEST_TARIFF_CONTEXT);
    if (offer.declined) throw new Error(offer.reason);
    expect(offer.price).toEqual({ minor: 6000, currency: 'MDL' });
    expect(replayFactors(offer.factors)).toBe(60);
    expect(quote('courier-delivery', { zone: 'chisinau' }, 'moldasig', TEST_TARIFF_CONTEXT)).toMatchObject({
      declined: true,
    });
  });

  it('refuses an address outside Chișinău, on the locality', () => {
    const details = { ...example, address: { locality: 'Bălți', street: 'str. Independenței 1' } };
    const result = riskFor({ type: 'courier-delivery', details }, {}, { today: TEST_NOW });
    expect(result).toMatchObject({ ok: false, code: 'invalid-options' });
    expect(!result.ok && result.issues?.map((issue) => issue.path)).toContain('address.locality');
  });
});
