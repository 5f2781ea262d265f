import { issuersOf } from '../partners/issuers-of';
import { ASPECT_TYPES, type AspectType } from '../products/product-types';
import { quote } from './quote';
import { replayFactors } from './tariff-calculation';
import { TEST_TARIFF_CONTEXT as ctx } from './tariff-test-context';
import { tariffOfferSchema } from './tariff.types';

/**
 * One ordinary risk per product line of the aspects, which every seller of the line should price
 * (a line of its own folder is priced by its own spec and lines.spec.ts).
 */
const SAMPLE_RISKS: Record<AspectType, unknown> = {
  'road-tax': { vehicle: { kind: 'car', engineVolume: 2200 } },
  'vignette:ro': { category: 'A', validity: '10_days' },
  'vignette:md': { category: 'M1', validity: '30_days', registrationCountry: 'UA' },
  'vignette:hu': { category: 'D1', validity: 'monthly' },
  'vignette:bg': { validity: 'week', authorizedWeightKg: 1_500 },
};

const cases = ASPECT_TYPES.flatMap((product) =>
  issuersOf(product).map((issuer) => [product, issuer.slug] as [AspectType, string]),
);

describe(quote.name, () => {
  it.each(cases)('prices %s at %s with an offer that explains itself', (product, insurer) => {
    const result = quote(product, SAMPLE_RISKS[product], insurer, ctx);
    const offer = tariffOfferSchema.parse(result);
    expect(offer.price.currency).toBe('MDL');
    expect(offer.price.minor).toBeGreaterThan(0);
    expect(offer.factors.length).toBeGreaterThan(1);
    for (const factor of offer.factors) expect(factor.note.length).toBeGreaterThan(0);
    expect(replayFactors(offer.factors)).toBe(offer.price.minor / 100);
  });

  it('gives equal offers for equal inputs', () => {
    for (const [product, insurer] of cases) {
      const risk = structuredClone(SAMPLE_RISKS[product]);
      expect(quote(product, risk, insurer, ctx)).toEqual(quote(product, SAMPLE_RISKS[product], insurer, ctx));
    }
  });

  it('declines unknown insurers, lines the issuer does not sell, and invalid risks', () => {
    expect(quote('road-tax', SAMPLE_RISKS['road-tax'], 'nobody', ctx)).toMatchObject({
      declined: true,
      reason: 'unknown-insurer',
    });
    expect(quote('vignette:ro', SAMPLE_RISKS['vignette:ro'], 'moldasig', ctx)).toMatchObject({
      reason: 'product-not-sold',
    });
    expect(quote('vignette:ro', { validity: '10_days' }, 'e-rovinieta', ctx)).toMatchObject({
      declined: true,
      reason: 'invalid-options',
      message: expect.stringContaining('category'),
    });
  });
});
