import { addonsOf } from '../../catalogue/addons';
import { EXAMPLE_CODES, exampleDetails } from '../../catalogue/details-examples';
import { issuersOf } from '../../partners/issuers-of';
import { quote } from '../../tariffs/quote';
import { documentSubjectFor } from '../../underwriting/document-subject';
import { issuanceSubjectFor } from '../../underwriting/issuance-subject';
import { riskFor } from '../../underwriting/risk-for';
import { UNKNOWN_DRIVER } from '../../underwriting/risk-mapping';
import type { UnderwritingFacts } from '../../underwriting/underwriting.types';
import {
  companyCar,
  EXAMPLE_COMPANY,
  exampleCar,
  namedDriver,
  farmTractor,
  lightTruck,
  routeMinibus,
  semitrailer,
  TEST_NOW,
  TEST_TARIFF_CONTEXT,
  tractorUnit,
  type RegistryVehicle,
} from '../../underwriting/underwriting-test-facts';

/* The line's own expectations, moved here from the aspects' specs with the line. */
const example = exampleDetails(TEST_NOW).rca;
const today = TEST_NOW;
// exampleDetails starts cover a week after TEST_NOW: 29.11.2026.
const order = (details: object = {}) => ({
  items: [{ type: 'rca' as const, details: { ...example, ...details } }],
  billing: { payerType: 'individual' as const },
  contact: { phone: '+37369123456', email: 'ion.popescu@example.md' },
});

/** An ordinary risk every seller of the line prices. */
const SAMPLE_RISK = {
  vehicle: { category: 'car', engineVolume: 1998 },
  zone: 'B',
  owner: { type: 'individual', age: 28, experienceYears: 6 },
  periodDays: 180,
  bonusMalusClass: 8,
};

const driver = namedDriver;

/** The tractor unit (N3) of the semitrailer's owner, by the certificate the details name. */
const towingUnit = tractorUnit({
  certificateNumber: '987654321',
  authorizedWeightKg: 18_000,
  plateNumber: 'TCI 038',
});
const towedBy = { towingVehicle: { certificateNumber: '987654321' } };

describe('RCA', () => {
  const rca = (details: object = {}, vehicle: RegistryVehicle = exampleCar(), facts: UnderwritingFacts = {}) =>
    riskFor({ type: 'rca', details: { ...example, ...details } }, { vehicle, ...facts }, { today });

  it('takes the zone from the place of registration', () => {
    expect(rca({}, exampleCar({ registrationPlace: 'Bălți' }))).toMatchObject({ ok: true, risk: { zone: 'B' } });
    expect(rca({}, exampleCar({ registrationPlace: 'Ialoveni' }))).toMatchObject({ ok: true, risk: { zone: 'A' } });
    expect(rca({}, exampleCar({ registrationPlace: 'mun. Chisinau' }))).toMatchObject({
      ok: true,
      risk: { zone: 'A' },
    });
  });

  it('takes the bonus-malus class and a foreign registration from RCA Data', () => {
    expect(rca({}, exampleCar({ bonusMalusClass: 'M', registrationCountry: 'UA' }))).toMatchObject({
      ok: true,
      risk: { bonusMalusClass: 'M', foreignRegistered: true },
    });
  });

  it('prices a company contractor as a legal-entity owner', () => {
    const contractor = { contractorType: 'company', idno: EXAMPLE_CODES.idno };
    const result = rca({ contractor }, companyCar(), { company: EXAMPLE_COMPANY });
    expect(result).toMatchObject({ ok: true, risk: { owner: { type: 'company' } }, assumptions: [] });
  });

  it('ages the contractor on the start date and assumes experience from 18', () => {
    // 23 on 30.11.2026, the day after cover starts.
    const contractor = { contractorType: 'individual', idnp: EXAMPLE_CODES.idnp, birthday: '30.11.2003' };
    const result = rca({ contractor });
    expect(result).toMatchObject({
      ok: true,
      risk: { owner: { type: 'individual', age: 22, experienceYears: 4 } },
      assumptions: [{ factor: 'driving-experience' }],
    });
  });

  it('assumes a standard driver when nothing tells the owner’s age, and says so', () => {
    const result = rca();
    expect(result).toMatchObject({
      ok: true,
      risk: { owner: { type: 'individual', ...UNKNOWN_DRIVER } },
      assumptions: [{ factor: 'driver' }],
    });
  });

  it('prices a limited contract by its youngest and least experienced named drivers', () => {
    const drivers = [
      driver('Ion', '10.05.1970', '01.06.1990', EXAMPLE_CODES.idnp),
      driver('Ana', '12.03.2002', '20.08.2025', EXAMPLE_CODES.otherIdnp),
    ];
    const result = rca({ contractType: 'limited', drivers });
    expect(result).toMatchObject({
      ok: true,
      risk: { owner: { type: 'individual', age: 24, experienceYears: 1 } },
      assumptions: [],
    });
  });

  it('describes buses, trailers and tractors by the facts their bands need', () => {
    expect(rca({}, routeMinibus())).toMatchObject({ ok: true, risk: { vehicle: { category: 'bus', seats: 20 } } });
    const trailer = rca(towedBy, semitrailer(), { towingVehicle: towingUnit });
    expect(trailer).toMatchObject({ ok: true, risk: { vehicle: { category: 'trailer', authorizedWeightKg: 39_000 } } });
    expect(trailer.ok && trailer.risk.vehicle.seats).toBeUndefined();
    const tractor = rca({}, farmTractor());
    expect(tractor).toMatchObject({ ok: true, risk: { zone: 'B', vehicle: { category: 'tractor', powerHp: 81 } } });
    if (!tractor.ok) throw new Error('refused');
    expect(quote('rca', tractor.risk, 'moldasig', TEST_TARIFF_CONTEXT).declined).toBe(false);
  });

  it('reads an electric car as electric with no engine volume', () => {
    expect(rca({}, exampleCar({ engineType: 'electric', engineTypeCode: 4, engineVolume: 0 }))).toMatchObject({
      ok: true,
      risk: { vehicle: { engineType: 'electric', engineVolume: 0 } },
    });
  });

  describe('a trailer’s towing vehicle, judged on RCA Data’s answers', () => {
    it('prices a trailer towed by a motor vehicle', () => {
      expect(rca(towedBy, semitrailer(), { towingVehicle: towingUnit })).toMatchObject({
        ok: true,
        risk: { vehicle: { category: 'trailer' } },
      });
    });

    it('refuses a towing vehicle RCA Data records as a trailer, whatever the details say of the vehicle', () => {
      const towingTrailer = semitrailer({ certificateNumber: '987654321', plateNumber: 'TCI 040' });
      const refusal = {
        ok: false,
        code: 'invalid-options',
        issues: [{ path: 'towingVehicle.certificateNumber', key: 'towing-is-trailer' }],
      };
      expect(rca(towedBy, semitrailer(), { towingVehicle: towingTrailer })).toEqual(refusal);
      // The details' isTrailer is the client's copy: RCA Data's category decides.
      const claimed = { ...towedBy, vehicle: { ...example.vehicle, isTrailer: false } };
      expect(rca(claimed, semitrailer(), { towingVehicle: towingTrailer })).toEqual(refusal);
      expect(rca(towedBy, semitrailer(), { towingVehicle: { ...towingTrailer, vehicleType: 'truck' } })).toEqual(
        refusal,
      );
    });

    it('asks a trailer for its towing vehicle even when the client did not say it is one', () => {
      expect(rca({}, semitrailer())).toEqual({
        ok: false,
        code: 'invalid-options',
        issues: [{ path: 'towingVehicle', key: 'required' }],
      });
    });

    it('needs RCA Data’s record of the towing vehicle, and of that certificate', () => {
      expect(rca(towedBy, semitrailer())).toEqual({
        ok: false,
        code: 'invalid-options',
        issues: [{ path: 'facts.towingVehicle', key: 'required' }],
      });
      expect(rca(towedBy, semitrailer(), { towingVehicle: lightTruck({ certificateNumber: '111111111' }) })).toEqual({
        ok: false,
        code: 'invalid-options',
        issues: [{ path: 'towingVehicle.certificateNumber', key: 'invalid-certificate' }],
      });
    });

    it('ignores a towing vehicle when RCA Data says the insured vehicle is no trailer', () => {
      const towingTrailer = semitrailer({ certificateNumber: '987654321' });
      expect(rca(towedBy, exampleCar(), { towingVehicle: towingTrailer })).toMatchObject({ ok: true });
    });
  });

  it('refuses a start before the current policy ends', () => {
    const insured = exampleCar({
      currentPolicy: { insurer: 'donaris', number: 'IAI204518KTR', validTo: '2026-12-12' },
      earliestPolicyStart: '2026-12-13',
    });
    expect(rca({}, insured)).toEqual({
      ok: false,
      code: 'invalid-options',
      issues: [{ path: 'startDate', key: 'start-before-current-policy-ends', firstValid: '13.12.2026' }],
    });
    expect(rca({ startDate: '13.12.2026' }, insured)).toMatchObject({ ok: true });
  });

  it('refuses the record of another certificate', () => {
    expect(rca({}, exampleCar({ certificateNumber: '915030299' }))).toEqual({
      ok: false,
      code: 'invalid-options',
      issues: [{ path: 'vehicle.certificateNumber', key: 'invalid-certificate' }],
    });
  });
});

describe('RCA, priced, issued and printed', () => {
  it('offers the Romanian vignette and the road tax as add-ons', () => {
    expect(addonsOf('rca').map((addon) => addon.type)).toEqual(['vignette:ro', 'road-tax']);
  });

  it('prices the same risk differently at different insurers through their loadings', () => {
    const prices = new Set(
      issuersOf('rca').map((issuer) => {
        const result = quote('rca', SAMPLE_RISK, issuer.slug, TEST_TARIFF_CONTEXT);
        return result.declined ? undefined : result.price.minor;
      }),
    );
    expect(prices.size).toBeGreaterThan(4);
  });

  it('is sold by its eight insurers, not by Moldcargo, and declines an unknown insurer and an invalid risk', () => {
    expect(issuersOf('rca').map((issuer) => issuer.slug)).toEqual([
      'moldasig',
      'donaris',
      'grawe',
      'acord-grup',
      'general',
      'intact',
      'asterra',
      'transelit',
    ]);
    expect(quote('rca', SAMPLE_RISK, 'moldcargo', TEST_TARIFF_CONTEXT)).toMatchObject({ reason: 'product-not-sold' });
    expect(quote('rca', SAMPLE_RISK, 'nobody', TEST_TARIFF_CONTEXT)).toMatchObject({
      declined: true,
      reason: 'unknown-insurer',
    });
    expect(quote('rca', { zone: 'A' }, 'moldasig', TEST_TARIFF_CONTEXT)).toMatchObject({
      declined: true,
      reason: 'invalid-options',
      message: expect.stringContaining('vehicle'),
    });
  });

  it('is issued with the registered car, the contract and the period, naming the contractor', () => {
    const subject = issuanceSubjectFor(order(), { vehicle: exampleCar() }, { paidAt: TEST_NOW });
    expect(subject.insured).toEqual({ type: 'individual', code: EXAMPLE_CODES.idnp, name: 'Ion Popescu' });
    expect(subject.contract).toMatchObject({
      vehicle: { certificateNumber: '123456789', plateNumber: 'ABC 123' },
      operatingMode: 'normal',
      ownership: 'property',
      contractType: 'unlimited',
      startDate: '2026-11-29',
      periodDays: 365,
    });
    expect(subject.contract.persons).toBeUndefined();
  });

  it('prints the registered car, the contract type and RCA Data’s bonus-malus class', () => {
    const subject = documentSubjectFor(
      order(),
      { vehicle: exampleCar({ bonusMalusClass: 7 }) },
      { locale: 'ro', paidAt: TEST_NOW },
    );
    expect(subject.vehicle).toMatchObject({ plateNumber: 'ABC 123', registrationCountry: 'MD' });
    expect(subject.motor).toEqual({ contractType: 'unlimited', bonusMalusClass: '7' });
    expect(subject.insuredPersons).toEqual([]);
  });
});
