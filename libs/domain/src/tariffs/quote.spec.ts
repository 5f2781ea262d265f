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
  rca: {
    vehicle: { category: 'car', engineVolume: 1998 },
    zone: 'B',
    owner: { type: 'individual', age: 28, experienceYears: 6 },
    periodDays: 180,
    bonusMalusClass: 8,
  },
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

  it('prices the same risk differently at different insurers through their loadings', () => {
    const prices = new Set(
      issuersOf('rca').map((issuer) => {
        const result = quote('rca', SAMPLE_RISKS.rca, issuer.slug, ctx);
        return result.declined ? undefined : result.price.minor;
      }),
    );
    expect(prices.size).toBeGreaterThan(4);
  });

  it('declines unknown insurers, lines the issuer does not sell, and invalid risks', () => {
    expect(quote('rca', SAMPLE_RISKS.rca, 'nobody', ctx)).toMatchObject({ declined: true, reason: 'unknown-insurer' });
    expect(quote('vignette:ro', { category: 'A', validity: '10_days' }, 'moldasig', ctx)).toMatchObject({
      reason: 'product-not-sold',
    });
    expect(quote('rca', { zone: 'A' }, 'moldasig', ctx)).toMatchObject({
      declined: true,
      reason: 'invalid-options',
      message: expect.stringContaining('vehicle'),
    });
  });
});
