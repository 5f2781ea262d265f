import { EXAMPLE_CODES } from '../catalogue/details-examples';
import type { TariffContext } from '../tariffs/tariff.types';
import { dayOfIso, isoDay } from './details-reader';
import { plusDays } from '../validation/calendar-date';
import type { CompanyFacts, PropertyFacts, VehicleFacts } from './underwriting.types';

/*
 * Registry-like answers for the underwriting specs (not exported from the package). The vehicles
 * mirror the sandbox's RCA Data fixtures; each carries the two fields of a full RCA Data record
 * underwriting does not read, so the specs can parse them with @asiguro/partners' schema.
 */

/** 22 November 2026, 10:00 in Chișinău: the pricing day of the specs. */
export const TEST_NOW = new Date('2026-11-22T08:00:00Z');
export const TEST_TODAY = '2026-11-22';
export const TEST_TARIFF_CONTEXT: TariffContext = {
  date: TEST_TODAY,
  rates: { MDL: 1, EUR: 19.5, RON: 3.9, USD: 17, HUF: 0.0492 },
};

export type RegistryVehicle = VehicleFacts & {
  engineTypeCode: number | null;
  currentPolicy: { insurer: string; number: string; validTo: string } | null;
};

const inDays = (days: number) => isoDay(plusDays(dayOfIso(TEST_TODAY), days));

/** The Dacia Logan of exampleDetails(): certificate 123456789, plate ABC 123, owned by the example IDNP's holder. */
export function exampleCar(overrides: Partial<RegistryVehicle> = {}): RegistryVehicle {
  return {
    certificateNumber: '123456789',
    plateNumber: 'ABC 123',
    vin: 'UU1LSDAAH12345678',
    make: 'Dacia',
    model: 'Logan',
    vehicleCategory: 'M1',
    vehicleType: 'car',
    engineType: 'petrol',
    engineTypeCode: 1,
    engineVolume: 1598,
    powerHp: null,
    seats: 5,
    authorizedWeightKg: 1_900,
    firstRegistrationYear: 2019,
    registrationCountry: 'MD',
    registrationPlace: 'Chișinău',
    technicalInspectionValidUntil: inDays(200),
    owner: { type: 'individual', name: 'Ion Popescu' },
    bonusMalusClass: 9,
    currentPolicy: null,
    earliestPolicyStart: TEST_TODAY,
    ...overrides,
  };
}

/** The same car registered to the example company (EXAMPLE_CODES.idno, Moldcargo). */
export const companyCar = (overrides: Partial<RegistryVehicle> = {}) =>
  exampleCar({ owner: { type: 'company', name: 'S.A.R. Moldcargo S.A.' }, ...overrides });

/** A route minibus (M2, 20 seats) of a transport company. */
export const routeMinibus = (overrides: Partial<RegistryVehicle> = {}) =>
  exampleCar({
    make: 'Mercedes-Benz',
    model: 'Sprinter 516',
    vehicleCategory: 'M2',
    vehicleType: 'bus',
    engineType: 'diesel',
    engineTypeCode: 2,
    engineVolume: 2987,
    seats: 20,
    authorizedWeightKg: 5_000,
    ...overrides,
  });

/** A light truck (N1, 3.5 t). */
export const lightTruck = (overrides: Partial<RegistryVehicle> = {}) =>
  exampleCar({
    make: 'Ford',
    model: 'Transit',
    vehicleCategory: 'N1',
    vehicleType: 'truck',
    engineType: 'diesel',
    engineTypeCode: 2,
    engineVolume: 2198,
    seats: 3,
    authorizedWeightKg: 3_500,
    ...overrides,
  });

/** A semitrailer of 39 t (no engine, no seats). */
export const semitrailer = (overrides: Partial<RegistryVehicle> = {}) =>
  exampleCar({
    make: 'Schmitz Cargobull',
    model: 'S.KO Cool',
    vehicleCategory: 'O',
    vehicleType: 'trailer',
    engineType: null,
    engineTypeCode: null,
    engineVolume: 0,
    seats: 0,
    authorizedWeightKg: 39_000,
    ...overrides,
  });

/** A tractor unit (N3, bodywork BC: semi-trailer towing vehicle), the sandbox's Volvo FH 500. */
export const tractorUnit = (overrides: Partial<RegistryVehicle> = {}) =>
  exampleCar({
    make: 'Volvo',
    model: 'FH 500',
    vehicleCategory: 'N3',
    vehicleType: 'truck',
    bodyType: 'BC',
    axles: 2,
    engineType: 'diesel',
    engineTypeCode: 2,
    engineVolume: 12_777,
    seats: 2,
    authorizedWeightKg: 40_000,
    ...overrides,
  });

/** An electric motorcycle (L, no engine capacity). */
export const electricMotorcycle = (overrides: Partial<RegistryVehicle> = {}) =>
  exampleCar({
    make: 'Super Soco',
    model: 'TC Max',
    vehicleCategory: 'L',
    vehicleType: 'motorcycle',
    engineType: 'electric',
    engineTypeCode: 4,
    engineVolume: 0,
    seats: 2,
    authorizedWeightKg: 250,
    ...overrides,
  });

/** An agricultural tractor of 81 HP. */
export const farmTractor = (overrides: Partial<RegistryVehicle> = {}) =>
  exampleCar({
    make: 'Belarus',
    model: 'MTZ-82.1',
    vehicleCategory: 'T',
    vehicleType: 'tractor',
    engineType: 'diesel',
    engineTypeCode: 2,
    engineVolume: 4750,
    powerHp: 81,
    seats: 1,
    authorizedWeightKg: 6_500,
    registrationPlace: 'Soroca',
    ...overrides,
  });

export const EXAMPLE_COMPANY: CompanyFacts = {
  idno: EXAMPLE_CODES.idno,
  name: 'S.A.R. Moldcargo S.A.',
  address: 'mun. Chișinău, str. Mihai Eminescu 5',
  status: 'active',
};

export const EXAMPLE_PROPERTY: PropertyFacts = {
  cadastralCode: '0100101.123.01',
  propertyType: 'rooms',
  address: 'mun. Chișinău, str. Alba Iulia 75, ap. 12',
};

/** A named driver of the motor examples: a Rotaru, Moldovan licence AB123456 of `driverLicenseDate`. */
export const namedDriver = (firstName: string, birthday: string, driverLicenseDate: string, idnp: string) => ({
  firstName,
  lastName: 'Rotaru',
  birthday,
  driverCountry: 'MD',
  idnp,
  driverLicenseNumber: 'AB123456',
  driverLicenseDate,
});
