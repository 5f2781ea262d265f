import { isIdno } from '../validation';
import { findIssuer } from '../partners/issuers';
import { DEFAULT_SELLER_ID, findSeller, SELLERS } from './sellers';

describe('sellers', () => {
  it('falls back to the marketplace for an order without a seller or with an unknown one', () => {
    expect(findSeller(undefined).id).toBe(DEFAULT_SELLER_ID);
    expect(findSeller('nobody').id).toBe(DEFAULT_SELLER_ID);
  });

  it('has valid IDNOs, known insurers, and unique perk ids', () => {
    const perks = SELLERS.flatMap((seller) => seller.features.perks.map((perk) => perk.id));
    expect(new Set(perks).size).toBe(perks.length);
    for (const seller of SELLERS) {
      expect(isIdno(seller.idno)).toBe(true);
      const insurers = seller.features.insurers;
      if (insurers !== 'all') for (const slug of insurers) expect(findIssuer(slug)).toBeDefined();
    }
  });
});
