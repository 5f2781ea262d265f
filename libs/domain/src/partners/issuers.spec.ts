import { PRODUCT_TYPES } from '../products/product-types';
import { INSURERS } from './issuers';
import { issuersOf } from './issuers-of';

describe('issuers', () => {
  it('has the nine partner insurers', () => {
    expect(INSURERS).toHaveLength(9);
    expect(new Set(INSURERS.map((insurer) => insurer.slug)).size).toBe(9);
  });

  it('has at least one issuer for every product line', () => {
    for (const product of PRODUCT_TYPES) expect(issuersOf(product).length).toBeGreaterThan(0);
  });

  it('does not offer RCA from Moldcargo, as the market does not', () => {
    expect(issuersOf('rca').map((issuer) => issuer.slug)).not.toContain('moldcargo');
  });
});
