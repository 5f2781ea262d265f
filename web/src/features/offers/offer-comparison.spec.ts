import type { Offer } from '@asiguro/domain';
import { compareOffers } from './offer-comparison';

const offer = (id: string, limits: Offer['limits'], extras: string[]): Offer => ({
  id,
  insurer: { slug: id, name: id },
  product: 'medical',
  price: { minor: 1000, currency: 'EUR' },
  payable: { minor: 19500, currency: 'MDL' },
  coverage: {},
  limits,
  extras: extras.map((code) => ({ code })),
  factors: [],
  validUntil: '2026-11-22T21:59:59Z',
  presenceStatement: false,
});

describe(compareOffers.name, () => {
  it('shows what every offer shares once and what sets each apart on its card', () => {
    const medical = { minor: 3_000_000, currency: 'EUR' } as const;
    const comparison = compareOffers([
      offer('a', { medicalExpenses: medical, dentalEmergency: { minor: 15_000, currency: 'EUR' } }, [
        'assistance-24-7',
      ]),
      offer('b', { medicalExpenses: medical }, ['assistance-24-7', 'covid']),
    ]);
    expect(comparison.commonLimits).toEqual([['medicalExpenses', medical]]);
    expect(comparison.commonExtras).toEqual(['assistance-24-7']);
    expect(comparison.own.get('a')).toEqual({
      limits: [['dentalEmergency', { minor: 15_000, currency: 'EUR' }]],
      extras: [],
    });
    expect(comparison.own.get('b')?.extras).toEqual([{ code: 'covid' }]);
  });

  it('keeps a limit on each card when the amounts differ', () => {
    const comparison = compareOffers([
      offer('a', { covid: { minor: 100_000, currency: 'EUR' } }, []),
      offer('b', { covid: { minor: 500_000, currency: 'EUR' } }, []),
    ]);
    expect(comparison.commonLimits).toEqual([]);
    expect(comparison.own.get('b')?.limits).toEqual([['covid', { minor: 500_000, currency: 'EUR' }]]);
  });

  it('keeps everything on the card of a single offer', () => {
    const comparison = compareOffers([offer('a', { sumInsured: { minor: 1, currency: 'MDL' } }, ['wallet-pass'])]);
    expect(comparison.commonLimits).toEqual([]);
    expect(comparison.own.get('a')?.extras).toEqual([{ code: 'wallet-pass' }]);
  });
});
