import type { z } from 'zod';
import type { vehicleSchema } from '../catalogue/shared/vehicle.details';
import type { RcaRisk } from '../lines/rca/rca.tariff';
import { ageOn } from '../validation/adult.rule';
import type { CalendarDate } from '../validation/calendar-date';
import type { ValidationIssue } from '../validation/keyed-schemas';
import { latinPlate } from '../validation/plate.validator';
import { dayOf, dayOfIso } from './details-dates';
import type { VehicleFacts } from './underwriting.types';

/** The vehicle fields of a motor line's details (certificate, then what the registry filled in). */
export type DetailsVehicle = z.output<ReturnType<typeof vehicleSchema>>;
export type RcaVehicleKind = RcaRisk['vehicle']['category'];
export type RcaEngineType = RcaRisk['vehicle']['engineType'];

/** The registry's engine-type codes the details store (spec §3) and the names the tariff uses. */
export const ENGINE_TYPE_BY_CODE: Readonly<Record<number, RcaEngineType>> = {
  1: 'petrol',
  2: 'diesel',
  4: 'electric',
  6: 'petrol-lpg',
  7: 'petrol-cng',
  13: 'hybrid-petrol',
  14: 'hybrid-diesel',
};

/**
 * Everything known about a vehicle: the registry's fresh record first, then what the details
 * stored from an earlier lookup. Fields nobody knows stay undefined.
 */
export interface KnownVehicle {
  certificateNumber?: string;
  plateNumber?: string;
  vin?: string;
  make?: string;
  model?: string;
  /** The EU category as registered (L, M1, M2, N1, O, T…); the details' grouped 'M2-M3' as is. */
  euCategory?: string;
  kind?: RcaVehicleKind;
  engineType?: RcaEngineType;
  engineVolume?: number;
  /** Seats including the driver. */
  seats?: number;
  standingPlaces?: number;
  authorizedWeightKg?: number;
  /** Number of axles (RCA Data only). */
  axles?: number;
  powerHp?: number;
  /** The first registration's day when the details have it, else 1 January of the registry's year. */
  firstRegistration?: { day: CalendarDate; exact: boolean };
  registrationCountry?: string;
  registrationPlace?: string;
  technicalInspectionValidUntil?: CalendarDate;
  bonusMalusClass?: VehicleFacts['bonusMalusClass'];
  /** yyyy-MM-dd. */
  earliestPolicyStart?: string;
  owner?: VehicleFacts['owner'];
}

/** The tariff's kind of vehicle from the details' EU category (the registry states it directly). */
function kindOfCategory(category: string | undefined, isTrailer: boolean | undefined): RcaVehicleKind | undefined {
  if (isTrailer) return 'trailer';
  if (category === undefined) return undefined;
  if (category === 'L') return 'motorcycle';
  if (category === 'M1') return 'car';
  if (category.startsWith('M')) return 'bus';
  if (category.startsWith('N')) return 'truck';
  if (category === 'O') return 'trailer';
  if (category === 'T') return 'tractor';
  return undefined;
}

/** Merges the registry record (preferred: it is fresh) with the vehicle fields of the details. */
export function knownVehicle(
  details: Partial<DetailsVehicle> | undefined,
  facts: VehicleFacts | undefined,
): KnownVehicle {
  const d = details ?? {};
  const euCategory = facts?.vehicleCategory ?? d.vehicleType ?? d.vehicleCategory;
  const firstRegistration = d.firstRegistration
    ? { day: dayOf(d.firstRegistration), exact: true }
    : facts
      ? { day: dayOfIso(`${facts.firstRegistrationYear}-01-01`), exact: false }
      : undefined;
  const inspection = facts
    ? facts.technicalInspectionValidUntil === null
      ? undefined
      : dayOfIso(facts.technicalInspectionValidUntil)
    : d.technicalInspectionValidUntil
      ? dayOf(d.technicalInspectionValidUntil)
      : undefined;
  return {
    certificateNumber: facts?.certificateNumber ?? d.certificateNumber,
    plateNumber: facts?.plateNumber ?? d.plateNumber,
    vin: facts?.vin ?? d.vinCode,
    make: facts?.make ?? d.make,
    model: facts?.model ?? d.model,
    euCategory,
    kind: facts?.vehicleType ?? kindOfCategory(d.vehicleType ?? d.vehicleCategory, d.isTrailer),
    engineType: facts
      ? (facts.engineType ?? undefined)
      : d.engineType === undefined
        ? undefined
        : ENGINE_TYPE_BY_CODE[d.engineType],
    engineVolume: facts?.engineVolume ?? d.engineVolume,
    seats: facts?.seats ?? d.placesNumber,
    // RCA Data does not record standing places; only the details may know them.
    standingPlaces: d.standingPlaces,
    authorizedWeightKg: facts?.authorizedWeightKg ?? d.authorizedWeight,
    axles: facts?.axles ?? undefined,
    powerHp: facts?.powerHp ?? undefined,
    firstRegistration,
    registrationCountry: facts?.registrationCountry,
    registrationPlace: facts?.registrationPlace,
    technicalInspectionValidUntil: inspection,
    bonusMalusClass: facts?.bonusMalusClass,
    earliestPolicyStart: facts?.earliestPolicyStart,
    owner: facts?.owner,
  };
}

/**
 * Age of the vehicle in whole years on `day`: from the first registration's day when the details
 * have it, else counted in calendar years from the registry's year of first registration.
 */
export function vehicleAgeYears(vehicle: KnownVehicle, day: CalendarDate): number | undefined {
  const first = vehicle.firstRegistration;
  if (!first) return undefined;
  const years = first.exact ? ageOn(first.day, day) : day.getFullYear() - first.day.getFullYear();
  return Math.max(0, years);
}

/**
 * A plate as registries match it: upper case, no separators, the twelve letters Latin and
 * Cyrillic share written in Latin (АА1234ВВ → AA1234BB; plate.validator's UA_PLATE_LETTERS).
 */
export function canonicalPlate(plate: string): string {
  return latinPlate(plate);
}

/** The same plate written with or without separators, in any case, in Latin or Cyrillic letters. */
export function samePlate(a: string, b: string): boolean {
  return canonicalPlate(a) === canonicalPlate(b);
}

function sameCode(a: string, b: string): boolean {
  return a.trim().toUpperCase() === b.trim().toUpperCase();
}

/** What the customer typed that the registry record must confirm, with the details path of each. */
export interface TypedVehicle {
  certificateNumber?: { value: string; path: string };
  plateNumber?: { value: string; path: string };
  vin?: { value: string; path: string };
}

/**
 * Issues where the registry record contradicts what the customer typed: another certificate
 * (the caller looked up the wrong vehicle), another plate or VIN (a typo, or another vehicle).
 */
export function vehicleMismatches(typed: TypedVehicle, facts: VehicleFacts): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  const { certificateNumber, plateNumber, vin } = typed;
  if (certificateNumber && !sameCode(certificateNumber.value, facts.certificateNumber)) {
    issues.push({ path: certificateNumber.path, key: 'invalid-certificate' });
  }
  if (plateNumber && !samePlate(plateNumber.value, facts.plateNumber)) {
    issues.push({ path: plateNumber.path, key: 'invalid-plate' });
  }
  if (vin && !sameCode(vin.value, facts.vin)) issues.push({ path: vin.path, key: 'invalid-vin' });
  return issues;
}

/** Green Card classes (domain.md §3) a vehicle may be insured in: one, or none for kinds not sold. */
export function greenCardClassesFor(vehicle: KnownVehicle): readonly string[] {
  switch (vehicle.kind) {
    case 'car':
      return ['A'];
    case 'truck':
      if (vehicle.authorizedWeightKg === undefined) return ['C1', 'C2'];
      return vehicle.authorizedWeightKg <= 3500 ? ['C1'] : ['C2'];
    case 'bus':
      // E1 up to 17 seats, E2 above, the driver's seat included.
      if (vehicle.seats === undefined) return ['E1', 'E2'];
      return vehicle.seats <= 17 ? ['E1'] : ['E2'];
    case undefined:
      return ['A', 'C1', 'C2', 'E1', 'E2'];
    default:
      // Motorcycles (class B), agricultural tractors (F) and trailers alone are not sold.
      return [];
  }
}

/**
 * Rovinieta categories a vehicle may buy (domain.md §4.1): A a car; a goods vehicle (a tractor
 * unit included) by its authorised weight — B up to 3.5 t, C up to 7.5 t, D under 12 t, then E with
 * at most 3 axles, F with 4 or more (both while the registry does not say). Buses (G, H, not sold),
 * motorcycles and trailers (which need none) buy none.
 */
export function roVignetteCategoriesFor(vehicle: KnownVehicle): readonly string[] {
  if (vehicle.kind === undefined) return ['A', 'B', 'C', 'D', 'E', 'F'];
  if (vehicle.kind === 'car') return ['A'];
  if (vehicle.kind !== 'truck') return [];
  const weight = vehicle.authorizedWeightKg;
  if (weight === undefined) return ['B', 'C', 'D', 'E', 'F'];
  if (weight <= 3500) return ['B'];
  if (weight <= 7500) return ['C'];
  if (weight < 12_000) return ['D'];
  if (vehicle.axles === undefined) return ['E', 'F'];
  return vehicle.axles <= 3 ? ['E'] : ['F'];
}

/** e-matrica categories a vehicle up to 3.5 t may buy (D1 cars up to 7 persons, D2 other, D1M, U). */
export function huVignetteCategoriesFor(vehicle: KnownVehicle): readonly string[] {
  if (vehicle.kind === undefined) return ['D1M', 'D1', 'D2', 'U'];
  // Above 3.5 t Hungary charges distance tolls (HU-GO), not a vignette.
  if ((vehicle.authorizedWeightKg ?? 0) > 3500) return [];
  switch (vehicle.kind) {
    case 'motorcycle':
      return ['D1M'];
    case 'car':
      return (vehicle.seats ?? 0) <= 7 ? ['D1'] : ['D2'];
    case 'trailer':
      return ['U'];
    case 'truck':
    case 'bus':
      return ['D2'];
    default:
      return [];
  }
}
