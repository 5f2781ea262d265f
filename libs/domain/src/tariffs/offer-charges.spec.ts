import { quote } from './quote';
import { offerCharges } from './offer-charges';
import { TEST_TARIFF_CONTEXT } from './tariff-test-context';
import type { TariffOffer } from './tariff.types';

const priced = (product: Parameters<typeof quote>[0], risk: unknown, insurer: string): TariffOffer => {
  const result = quote(product, risk, insurer, TEST_TARIFF_CONTEXT);
  if (result.declined) throw new Error(`declined: ${result.reason}`);
  return result;
};

describe(offerCharges.name, () => {
  it('splits a vignette into the state price in lei, the 5% service fee (at least 10 lei) and the total', () => {
    const offer = priced('vignette:ro', { category: 'A', validity: '30_days', startDate: '2026-12-01' }, 'e-rovinieta');
    const charges = offerCharges(offer);
    // 9.50 EUR × 19.5 = 185.25 lei; 5% = 9.26 lei, so the 10-lei minimum.
    expect(charges).toEqual({
      premium: { minor: 18525, currency: 'MDL' },
      serviceFee: { minor: 1000, currency: 'MDL' },
      total: { minor: 19525, currency: 'MDL' },
      conversion: { from: { minor: 950, currency: 'EUR' }, rate: 19.5, date: '2026-11-22' },
    });
    expect(charges.premium.minor + charges.serviceFee!.minor).toBe(offer.price.minor);
  });

  it('has no fee line for an insurer’s premium in lei', () => {
    const offer = priced('baggage', { segments: 1, bags: 1 }, 'moldasig');
    const charges = offerCharges(offer);
    expect(charges.serviceFee).toBeNull();
    expect(charges.total).toEqual(offer.price);
    expect(charges.premium).toEqual(offer.price);
  });
});
