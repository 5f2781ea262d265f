import { exampleDetails } from '../catalogue/details-examples';
import { dayOfIso, isoDay } from './details-reader';
import {
  exampleCar,
  farmTractor,
  lightTruck,
  routeMinibus,
  semitrailer,
  TEST_NOW,
  tractorUnit,
} from './underwriting-test-facts';
import {
  canonicalPlate,
  greenCardClassesFor,
  huVignetteCategoriesFor,
  knownVehicle,
  roVignetteCategoriesFor,
  samePlate,
  vehicleAgeYears,
  vehicleMismatches,
} from './vehicle-facts';

const detailsVehicle = exampleDetails(TEST_NOW).rca.vehicle;
const start = dayOfIso('2026-11-29');

describe(knownVehicle.name, () => {
  it('prefers the fresh registry record to what the details stored', () => {
    const vehicle = knownVehicle({ ...detailsVehicle, plateNumber: 'OLD 001' }, exampleCar({ plateNumber: 'NEW 002' }));
    expect(vehicle).toMatchObject({
      plateNumber: 'NEW 002',
      kind: 'car',
      engineType: 'petrol',
      euCategory: 'M1',
      registrationPlace: 'Chișinău',
      bonusMalusClass: 9,
    });
  });

  it('reads the details’ registry fields when RCA Data was not asked', () => {
    expect(knownVehicle({ ...detailsVehicle, engineType: 4, engineVolume: 0 }, undefined)).toMatchObject({
      kind: 'car',
      engineType: 'electric',
      seats: 5,
      standingPlaces: 0,
      vin: 'UU1LSDAAH12345678',
    });
    expect(knownVehicle({ certificateNumber: '1', vehicleCategory: 'M2-M3' }, undefined).kind).toBe('bus');
    expect(knownVehicle({ certificateNumber: '1', vehicleCategory: 'L' }, undefined).kind).toBe('motorcycle');
    expect(knownVehicle({ certificateNumber: '1', vehicleType: 'N2' }, undefined).kind).toBe('truck');
    expect(knownVehicle({ certificateNumber: '1', isTrailer: true }, undefined).kind).toBe('trailer');
  });

  it('trusts RCA Data that a vehicle has no valid inspection over a date the details kept', () => {
    const vehicle = knownVehicle(detailsVehicle, exampleCar({ technicalInspectionValidUntil: null }));
    expect(vehicle.technicalInspectionValidUntil).toBeUndefined();
    const fromDetails = knownVehicle(detailsVehicle, undefined).technicalInspectionValidUntil;
    expect(fromDetails && isoDay(fromDetails)).toBe('2027-06-10');
  });
});

describe(vehicleAgeYears.name, () => {
  it('counts from the first registration’s day when known, else by calendar years', () => {
    expect(vehicleAgeYears(knownVehicle(undefined, exampleCar({ firstRegistrationYear: 2019 })), start)).toBe(7);
    const exact = knownVehicle({ ...detailsVehicle, firstRegistration: '30.11.2019' }, exampleCar());
    expect(vehicleAgeYears(exact, start)).toBe(6);
    expect(vehicleAgeYears(knownVehicle(detailsVehicle, undefined), start)).toBeUndefined();
  });
});

describe(samePlate.name, () => {
  it('matches a plate however it is written, Ukrainian plates in either script', () => {
    expect(samePlate('ABC 123', 'abc-123')).toBe(true);
    expect(samePlate('АА1234ВВ', 'AA 1234 BB')).toBe(true);
    expect(canonicalPlate('ах 0001 ке')).toBe('AX0001KE');
    expect(samePlate('ABC 123', 'ABC 124')).toBe(false);
  });
});

describe(vehicleMismatches.name, () => {
  it('names each typed field RCA Data contradicts', () => {
    const typed = {
      certificateNumber: { value: '123456789', path: 'certificateNumber' },
      plateNumber: { value: 'ABC 123', path: 'plateNumber' },
      vin: { value: 'uu1lsdaah12345678', path: 'vinCode' },
    };
    expect(vehicleMismatches(typed, exampleCar())).toEqual([]);
    expect(vehicleMismatches(typed, exampleCar({ certificateNumber: '915030299', plateNumber: 'BAL 204' }))).toEqual([
      { path: 'certificateNumber', key: 'invalid-certificate' },
      { path: 'plateNumber', key: 'invalid-plate' },
    ]);
  });
});

describe('categories a vehicle may buy', () => {
  const of = knownVehicle.bind(null, undefined);

  it('gives the Green Card class of cars, trucks by weight and buses by seats', () => {
    expect(greenCardClassesFor(of(exampleCar()))).toEqual(['A']);
    expect(greenCardClassesFor(of(lightTruck()))).toEqual(['C1']);
    expect(greenCardClassesFor(of(lightTruck({ authorizedWeightKg: 7_500 })))).toEqual(['C2']);
    expect(greenCardClassesFor(of(routeMinibus({ seats: 17 })))).toEqual(['E1']);
    expect(greenCardClassesFor(of(routeMinibus()))).toEqual(['E2']);
    expect(greenCardClassesFor(of(farmTractor()))).toEqual([]);
    expect(greenCardClassesFor(of(semitrailer()))).toEqual([]);
    expect(greenCardClassesFor({})).toHaveLength(5);
  });

  it.each([
    ['a car', () => exampleCar(), ['A']],
    ['a goods vehicle of 3.5 t', () => lightTruck(), ['B']],
    ['a goods vehicle of 7.5 t', () => lightTruck({ authorizedWeightKg: 7_500 }), ['C']],
    ['a goods vehicle of 7.51 t', () => lightTruck({ authorizedWeightKg: 7_510 }), ['D']],
    ['a goods vehicle of 11.99 t', () => lightTruck({ authorizedWeightKg: 11_990 }), ['D']],
    ['a goods vehicle of 12 t on 2 axles', () => lightTruck({ authorizedWeightKg: 12_000, axles: 2 }), ['E']],
    ['a tractor unit of 40 t on 2 axles', () => tractorUnit(), ['E']],
    ['a goods vehicle of 26 t on 3 axles', () => lightTruck({ authorizedWeightKg: 26_000, axles: 3 }), ['E']],
    ['a goods vehicle of 32 t on 4 axles', () => lightTruck({ authorizedWeightKg: 32_000, axles: 4 }), ['F']],
    ['a goods vehicle of 18 t, axles unknown', () => lightTruck({ authorizedWeightKg: 18_000 }), ['E', 'F']],
    ['a route minibus (G/H, not sold)', () => routeMinibus(), []],
    ['a semitrailer (needs none)', () => semitrailer(), []],
  ] as const)('gives the rovinieta category of %s', (_what, vehicle, categories) => {
    expect(roVignetteCategoriesFor(of(vehicle()))).toEqual(categories);
  });

  it('leaves every category open when nothing is known of the vehicle', () => {
    expect(roVignetteCategoriesFor(knownVehicle(undefined, undefined))).toEqual(['A', 'B', 'C', 'D', 'E', 'F']);
  });

  it('gives the e-matrica category up to 3.5 t', () => {
    expect(huVignetteCategoriesFor(of(exampleCar()))).toEqual(['D1']);
    expect(huVignetteCategoriesFor(of(exampleCar({ seats: 8 })))).toEqual(['D2']);
    expect(huVignetteCategoriesFor(of(lightTruck()))).toEqual(['D2']);
    expect(huVignetteCategoriesFor(of(semitrailer({ authorizedWeightKg: 750 })))).toEqual(['U']);
    expect(huVignetteCategoriesFor(of(routeMinibus()))).toEqual([]);
  });
});
