import { EXAMPLE_CODES, exampleDetails } from '../catalogue/details-examples';
import { quote } from '../tariffs/quote';
import { rcaRisk } from './motor.risks';
import { riskFor } from './risk-for';
import { UNKNOWN_DRIVER } from './risk-mapping';
import type { UnderwritingFacts } from './underwriting.types';
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
} from './underwriting-test-facts';

const examples = exampleDetails(TEST_NOW);
const today = TEST_NOW;
// exampleDetails starts cover a week after TEST_NOW: 29.11.2026.

const driver = namedDriver;

/** The tractor unit (N3) of the semitrailer's owner, by the certificate the details name. */
const towingUnit = tractorUnit({
  certificateNumber: '987654321',
  authorizedWeightKg: 18_000,
  plateNumber: 'TCI 038',
});
const towedBy = { towingVehicle: { certificateNumber: '987654321' } };

describe(rcaRisk.name, () => {
  const rca = (details: object = {}, vehicle: RegistryVehicle = exampleCar(), facts: UnderwritingFacts = {}) =>
    riskFor({ type: 'rca', details: { ...examples.rca, ...details } }, { vehicle, ...facts }, { today });

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
      const claimed = { ...towedBy, vehicle: { ...examples.rca.vehicle, isTrailer: false } };
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
