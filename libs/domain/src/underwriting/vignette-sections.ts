import type { IconShape } from '../lines/product-line';
import type { DocumentVignette } from './document-subject';
import { vignetteEndDate, type VignetteCountry } from '../catalogue/options/vignette.options';
import type { ValidationIssue } from '../validation/keyed-schemas';
import { daysBetween } from '../validation/calendar-date';
import { dayOf, isoDay } from './details-dates';
import { known } from './known-facts';
import { invalidOptions } from './risk-mapping';
import type { VehicleFacts } from './underwriting.types';
import { canonicalPlate, knownVehicle, vehicleMismatches, type KnownVehicle } from './vehicle-facts';

/** The vehicle fields a foreign vignette's details carry (Moldovan or Ukrainian vehicle). */
interface VignetteVehicle {
  registrationCountry: string;
  certificateNumber?: string;
  plateNumber: string;
  vinCode?: string;
  vehicleCategory?: string;
}

/*
 * What the four vignette lines (lines/vignette-*) share: their icon, what RCA Data may contradict
 * in the vehicle, the validity as the tariff knows it, and what the state system is asked for and
 * the certificate prints.
 */

/** A ticket with its tear line: the storefront's icon of every vignette. */
export const VIGNETTE_ICON: readonly IconShape[] = [
  {
    shape: 'path',
    d: 'M4 7.5A1.5 1.5 0 0 1 5.5 6h13A1.5 1.5 0 0 1 20 7.5V10a2 2 0 0 0 0 4v2.5a1.5 1.5 0 0 1-1.5 1.5h-13A1.5 1.5 0 0 1 4 16.5V14a2 2 0 0 0 0-4z',
  },
  { shape: 'path', d: 'M14.5 6v12', dash: '1.5 2' },
];

/**
 * What RCA Data contradicts in a vignette's vehicle, when it was asked: another certificate,
 * plate, VIN or country, or a category the registered vehicle cannot buy.
 */
export function vignetteIssues(
  details: VignetteVehicle,
  registry: VehicleFacts,
  categoriesFor?: (vehicle: KnownVehicle) => readonly string[],
): ValidationIssue[] {
  const issues = vehicleMismatches(
    {
      ...(details.certificateNumber
        ? { certificateNumber: { value: details.certificateNumber, path: 'certificateNumber' } }
        : {}),
      plateNumber: { value: details.plateNumber, path: 'plateNumber' },
      ...(details.vinCode ? { vin: { value: details.vinCode, path: 'vinCode' } } : {}),
    },
    registry,
  );
  if (registry.registrationCountry.toUpperCase() !== details.registrationCountry) {
    issues.push({ path: 'registrationCountry', key: 'invalid-country' });
  }
  const vehicle = knownVehicle(undefined, registry);
  if (categoriesFor && details.vehicleCategory && !categoriesFor(vehicle).includes(details.vehicleCategory)) {
    issues.push({ path: 'vehicleCategory', key: 'invalid-option' });
  }
  return issues;
}

/**
 * The catalogue's validity as one the tariff knows: the catalogue keys its vignette validities as
 * plain strings, the tariff as its own list, so a validity only one of them knows is refused.
 */
export function tariffValidity<const V extends string>(values: readonly V[], validity: string): V | undefined {
  return values.find((value) => value === validity);
}

export const unknownValidity = () => invalidOptions([{ path: 'validity', key: 'invalid-option' }]);

/** The details every vignette carries (a Moldovan vignette names the foreign certificate apart). */
interface VignetteDetails {
  registrationCountry: string;
  plateNumber: string;
  certificateNumber?: string;
  foreignCertificateNumber?: string;
  vinCode?: string;
  vehicleCategory?: string;
  validity: string;
  vignetteStartDate: string;
  driverFullName: string;
}

/** The last day a vignette of `validity` bought from its start covers, counted by its country's rules. */
export function vignettePeriodDays(country: VignetteCountry, details: VignetteDetails): number {
  const start = dayOf(details.vignetteStartDate);
  return daysBetween(start, vignetteEndDate(country, details.validity, start)) + 1;
}

/** What the state's system is asked for: the plate as it registers plates, the category, validity and days. */
export function vignetteContract(country: VignetteCountry, details: VignetteDetails): Record<string, unknown> {
  const start = dayOf(details.vignetteStartDate);
  return known({
    // Vignette systems register plates in Latin letters, without separators.
    plateNumber: canonicalPlate(details.plateNumber),
    registrationCountry: details.registrationCountry,
    certificateNumber: details.foreignCertificateNumber ?? details.certificateNumber,
    vin: details.vinCode,
    // The marketplace sells Bulgaria's category 3 only (cars and vans up to 3.5 t).
    category: details.vehicleCategory ?? '3',
    validity: details.validity,
    startDate: isoDay(start),
    endDate: isoDay(vignetteEndDate(country, details.validity, start)),
    driverFullName: details.driverFullName,
  });
}

/** What the certificate prints of the vignette: country, category, plate and country of registration. */
export function vignetteSection(country: VignetteCountry, details: VignetteDetails): { vignette: DocumentVignette } {
  return {
    vignette: {
      country,
      category: details.vehicleCategory ?? '3',
      plateNumber: details.plateNumber,
      registrationCountry: details.registrationCountry,
    },
  };
}
