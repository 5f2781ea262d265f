import fc from 'fast-check';
import type { OrderEntity, PolicyEntity } from '@asiguro/persistence';
import { chisinauDayByHand, instantsAcrossClockChanges } from '@asiguro/testing';
import { toOrderView } from './order-view';

const anyInstant = instantsAcrossClockChanges();

const order = (overrides: Partial<OrderEntity> = {}) =>
  ({
    id: '0197a3c2-0000-7d41-9b1e-4f0c8a2d6e35',
    number: 'IAI104233KMR',
    status: 'completed',
    version: 7,
    lang: 'ro',
    productTypes: ['rca'],
    insuranceType: 'rca',
    items: [],
    contact: null,
    billing: null,
    seller: null,
    offers: null,
    offersVersion: null,
    chosenOffer: null,
    priceMinor: 127_600,
    priceCurrency: 'MDL',
    deadline: null,
    createdAt: new Date('2026-11-20T10:00:00Z'),
    updatedAt: new Date('2026-11-20T10:05:00Z'),
    completedAt: null,
    manualIssuanceSince: null,
    manualIssuanceDue: null,
    ...overrides,
  }) as unknown as OrderEntity;

describe(toOrderView.name, () => {
  it('answers the policy’s first and last day as Chișinău days, and its liability start with Chișinău’s offset', () => {
    fc.assert(
      fc.property(anyInstant, fc.integer({ min: 1, max: 400 }), (start, days) => {
        const validTo = new Date(start.getTime() + days * 86_400_000);
        const policy = { number: 'IAI518204PLT', insurer: 'general', validFrom: start, validTo, liabilityStart: start };
        const view = toOrderView(order(), policy as PolicyEntity, []);
        expect(view.policy).toMatchObject({
          validFrom: chisinauDayByHand(start),
          validTo: chisinauDayByHand(new Date(validTo.getTime() - 1)),
        });
        expect(view.policy!.liabilityStart).toMatch(/\+0[23]:00$/);
        expect(Math.floor(new Date(view.policy!.liabilityStart).getTime() / 1000)).toBe(
          Math.floor(start.getTime() / 1000),
        );
      }),
      { numRuns: 300 },
    );
  });

  it('tells the customer by when a person issues an order handed over, and whether in working hours', () => {
    const handed = order({
      status: 'processing',
      manualIssuanceSince: new Date('2026-11-26T19:30:00Z'), // 21:30 in Chișinău: after hours
      manualIssuanceDue: new Date('2026-11-27T06:30:00Z'),
    });
    expect(toOrderView(handed, null, []).manualIssuance).toEqual({
      due: '2026-11-27T08:30:00+02:00',
      duringWorkingHours: false,
    });
    expect(toOrderView(order(), null, []).manualIssuance).toBeNull();
  });

  it('shows the registry’s vehicle the offers were priced for, never its owner', () => {
    const vehicle = {
      certificateNumber: '915030299',
      plateNumber: 'BAL 204',
      vin: 'WVWLAD93W93049YZE',
      make: 'Volkswagen',
      model: 'Golf',
      vehicleCategory: 'M1',
      vehicleType: 'car' as const,
      engineType: 'diesel' as const,
      engineVolume: 1968,
      powerHp: 110,
      seats: 5,
      authorizedWeightKg: 1900,
      firstRegistrationYear: 2016,
      registrationCountry: 'MD',
      registrationPlace: 'Bălți',
      technicalInspectionValidUntil: '2027-05-01',
      owner: { type: 'individual' as const, name: 'Maria Ciobanu', code: '2004787371520' },
      bonusMalusClass: 8,
      earliestPolicyStart: '2026-12-01',
    };
    const view = toOrderView(order({ underwritingFacts: { vehicle } }), null, []);
    expect(view.registryVehicle).toEqual({
      make: 'Volkswagen',
      model: 'Golf',
      plateNumber: 'BAL 204',
      vin: 'WVWLAD93W93049YZE',
      engineVolume: 1968,
    });
    expect(JSON.stringify(view)).not.toContain('Ciobanu');
    expect(toOrderView(order(), null, []).registryVehicle).toBeNull();
  });
});
