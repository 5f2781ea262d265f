import type { Offer } from '@asiguro/contracts';
import { compareOffers, extraOptions, offersFor } from './offer-comparison';

const offer = (id: string, limits: Offer['limits'], extras: string[]): Offer => ({
  id,
  insurer: { slug: id, name: id },
  product: 'medical',
  price: { minor: 1000, currency: 'EUR' },
  payable: { minor: 19500, currency: 'MDL' },
  charges: {
    premium: { minor: 19500, currency: 'MDL' },
    serviceFee: null,
    total: { minor: 19500, currency: 'MDL' },
    conversion: { from: { minor: 1000, currency: 'EUR' }, rate: 19.5, date: '2026-11-22' },
  },
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

describe(offersFor.name, () => {
  const offers = [offer('grawe', {}, []), offer('donaris', {}, []), offer('grawe', {}, ['covid'])];

  it('shows an insurer’s page that insurer’s offers only', () => {
    expect(offersFor(offers, 'grawe').map((item) => item.insurer.slug)).toEqual(['grawe', 'grawe']);
    expect(offersFor(offers, 'asterra')).toEqual([]);
  });

  it('shows every offer on the product’s page', () => {
    expect(offersFor(offers, undefined)).toBe(offers);
  });
});

describe(extraOptions.name, () => {
  it('lists each extra once with the insurers that include it, the most common first', () => {
    const options = extraOptions([
      offer('a', {}, ['covid']),
      offer('b', {}, ['assistance-24-7', 'covid']),
      offer('c', {}, ['assistance-24-7', 'covid']),
    ]);
    expect(options).toEqual([
      { code: 'covid', label: undefined, insurers: ['a', 'b', 'c'], everywhere: true },
      { code: 'assistance-24-7', label: undefined, insurers: ['b', 'c'], everywhere: false },
    ]);
  });

  it('leaves out an extra an offer says it does not include', () => {
    const declined = { ...offer('a', {}, []), extras: [{ code: 'covid', included: false }] };
    expect(extraOptions([declined, offer('b', {}, ['covid'])])).toEqual([
      { code: 'covid', label: undefined, insurers: ['b'], everywhere: false },
    ]);
  });

  it('has nothing to list when no offer has extras', () => {
    expect(extraOptions([offer('a', {}, [])])).toEqual([]);
  });
});
