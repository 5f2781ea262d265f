import { issuersOf } from '../partners/issuers-of';
import { quote } from './quote';
import { replayFactors } from './tariff-calculation';
import { TEST_TARIFF_CONTEXT as ctx } from './tariff-test-context';
import { tariffOfferSchema } from './tariff.types';

/**
 * An ordinary RCA risk, which every seller of the line prices: the machinery of `quote` (the
 * checks, the factors, determinism); each line's prices are its own spec's and lines.spec.ts's.
 */
const RCA_RISK = {
  vehicle: { category: 'car', engineVolume: 1998 },
  zone: 'B',
  owner: { type: 'individual', age: 28, experienceYears: 6 },
  periodDays: 180,
  bonusMalusClass: 8,
};

const cases = issuersOf('rca').map((issuer) => issuer.slug);

describe(quote.name, () => {
  it.each(cases)('prices RCA at %s with an offer that explains itself', (insurer) => {
    const result = quote('rca', RCA_RISK, insurer, ctx);
    const offer = tariffOfferSchema.parse(result);
    expect(offer.price.currency).toBe('MDL');
    expect(offer.price.minor).toBeGreaterThan(0);
    expect(offer.factors.length).toBeGreaterThan(1);
    for (const factor of offer.factors) expect(factor.note.length).toBeGreaterThan(0);
    expect(replayFactors(offer.factors)).toBe(offer.price.minor / 100);
  });

  it('gives equal offers for equal inputs', () => {
    for (const insurer of cases) {
      expect(quote('rca', structuredClone(RCA_RISK), insurer, ctx)).toEqual(quote('rca', RCA_RISK, insurer, ctx));
    }
  });

  it('declines unknown insurers, lines the issuer does not sell, and invalid risks', () => {
    expect(quote('rca', RCA_RISK, 'nobody', ctx)).toMatchObject({ declined: true, reason: 'unknown-insurer' });
    expect(quote('vignette:ro', { category: 'A', validity: '10_days' }, 'moldasig', ctx)).toMatchObject({
      reason: 'product-not-sold',
    });
    expect(quote('vignette:ro', { validity: '10_days' }, 'e-rovinieta', ctx)).toMatchObject({
      declined: true,
      reason: 'invalid-options',
      message: expect.stringContaining('category'),
    });
  });
});
