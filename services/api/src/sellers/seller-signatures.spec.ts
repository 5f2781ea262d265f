import { SELLERS } from '@asiguro/domain';
import {
  isPurchaseProof,
  purchaseProof,
  referralToken,
  referredSeller,
  REFERRAL_MAX_DAYS,
  sellerKey,
} from './seller-signatures';

const SECRET = 'a-session-secret-for-seller-tests-000000';
const DAY_MS = 24 * 3600 * 1000;
const now = new Date('2026-03-01T10:00:00Z');
const dealer = SELLERS.find((seller) => seller.id === 'auto-centru')!;
const bank = SELLERS.find((seller) => seller.id === 'banca-ipotecara')!;

describe(referredSeller.name, () => {
  const inAWeek = new Date(now.getTime() + 7 * DAY_MS);

  it('attributes a token the seller signed with its key, until it expires', () => {
    const token = referralToken(dealer.id, sellerKey(dealer.id, SECRET), inAWeek);
    expect(referredSeller(token, SECRET, now)?.id).toBe(dealer.id);
    expect(referredSeller(token, SECRET, new Date(inAWeek.getTime() + 1000))).toBeNull();
  });

  it("refuses another seller's key, a changed seller or expiry, the marketplace, and nonsense", () => {
    const bankKey = sellerKey(bank.id, SECRET);
    expect(referredSeller(referralToken(dealer.id, bankKey, inAWeek), SECRET, now)).toBeNull();
    const token = referralToken(bank.id, bankKey, inAWeek);
    const [, expires, signature] = token.split('.');
    expect(referredSeller(`${dealer.id}.${expires}.${signature}`, SECRET, now)).toBeNull();
    expect(referredSeller(`${bank.id}.${Number(expires) + 1}.${signature}`, SECRET, now)).toBeNull();
    expect(referredSeller(referralToken('asiguro', sellerKey('asiguro', SECRET), inAWeek), SECRET, now)).toBeNull();
    expect(
      referredSeller(
        referralToken(bank.id, sellerKey(bank.id, 'another-secret-000000000000000000'), inAWeek),
        SECRET,
        now,
      ),
    ).toBeNull();
    for (const nonsense of ['', 'auto-centru', 'auto-centru..', `${token}.x`, 'é.1.2']) {
      expect(referredSeller(nonsense, SECRET, now)).toBeNull();
    }
  });

  it(`refuses a token that would work longer than ${REFERRAL_MAX_DAYS} days`, () => {
    const far = new Date(now.getTime() + (REFERRAL_MAX_DAYS + 1) * DAY_MS);
    expect(referredSeller(referralToken(dealer.id, sellerKey(dealer.id, SECRET), far), SECRET, now)).toBeNull();
  });
});

describe(isPurchaseProof.name, () => {
  it("accepts the seller's own proof of a purchase, and nothing else", () => {
    const proof = purchaseProof(dealer.id, sellerKey(dealer.id, SECRET), 'AC-2026-000123');
    expect(isPurchaseProof(dealer, proof, SECRET)).toBe(true);
    expect(isPurchaseProof(bank, proof, SECRET)).toBe(false);
    expect(isPurchaseProof(dealer, proof.replace('000123', '000124'), SECRET)).toBe(false);
    expect(isPurchaseProof(dealer, 'AC-2026-000123', SECRET)).toBe(false);
    expect(isPurchaseProof(dealer, `AC-2026-000123.${'x'.repeat(43)}`, SECRET)).toBe(false);
  });
});
