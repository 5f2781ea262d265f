import {
  BG_VIGNETTE_VALIDITIES,
  HU_VIGNETTE_VALIDITIES,
  MD_VIGNETTE_VALIDITIES,
  RO_VIGNETTE_VALIDITIES,
} from '../tariffs/vignettes.tariff';
import type { ValidationIssue } from '../validation/keyed-schemas';
import { isoDateOf } from './details-reader';
import { invalidOptions, mapped, type RiskAssumption, type RiskMapper } from './risk-mapping';
import type { VehicleFacts } from './underwriting.types';
import {
  huVignetteCategoriesFor,
  knownVehicle,
  roVignetteCategoriesFor,
  vehicleMismatches,
  type KnownVehicle,
} from './vehicle-facts';

/** The vehicle fields a foreign vignette's details carry (Moldovan or Ukrainian vehicle). */
interface VignetteVehicle {
  registrationCountry: string;
  certificateNumber?: string;
  plateNumber: string;
  vinCode?: string;
  vehicleCategory?: string;
}

/**
 * What RCA Data contradicts in a vignette's vehicle, when it was asked: another certificate,
 * plate, VIN or country, or a category the registered vehicle cannot buy.
 */
function vignetteIssues(
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
function tariffValidity<const V extends string>(values: readonly V[], validity: string): V | undefined {
  return values.find((value) => value === validity);
}

const unknownValidity = () => invalidOptions([{ path: 'validity', key: 'invalid-option' }]);

/** Rovinieta: category and validity as chosen; the tariff in force on the first day (ISO start date). */
export const roVignetteRisk: RiskMapper<'vignette:ro'> = (details, { facts }) => {
  const issues = facts.vehicle ? vignetteIssues(details, facts.vehicle, roVignetteCategoriesFor) : [];
  if (issues.length > 0) return invalidOptions(issues);
  const validity = tariffValidity(RO_VIGNETTE_VALIDITIES, details.validity);
  if (!validity) return unknownValidity();
  return mapped<'vignette:ro'>({
    category: details.vehicleCategory,
    validity,
    startDate: isoDateOf(details.vignetteStartDate),
  });
};

/** Moldovan vignette: category, validity and country of registration as typed (a foreign vehicle: no registry). */
export const mdVignetteRisk: RiskMapper<'vignette:md'> = (details) => {
  const validity = tariffValidity(MD_VIGNETTE_VALIDITIES, details.validity);
  if (!validity) return unknownValidity();
  return mapped<'vignette:md'>({
    category: details.vehicleCategory,
    validity,
    registrationCountry: details.registrationCountry,
    startDate: isoDateOf(details.vignetteStartDate),
  });
};

/** e-matrica: category and validity as chosen; a registered vehicle must fit the category. */
export const huVignetteRisk: RiskMapper<'vignette:hu'> = (details, { facts }) => {
  const issues = facts.vehicle ? vignetteIssues(details, facts.vehicle, huVignetteCategoriesFor) : [];
  if (issues.length > 0) return invalidOptions(issues);
  const validity = tariffValidity(HU_VIGNETTE_VALIDITIES, details.validity);
  if (!validity) return unknownValidity();
  return mapped<'vignette:hu'>({
    category: details.vehicleCategory,
    validity,
    startDate: isoDateOf(details.vignetteStartDate),
  });
};

/** The Bulgarian category-3 vignette is sold for vehicles up to this authorised weight. */
export const BG_CATEGORY_3_MAX_KG = 3500;

/**
 * Bulgarian vignette: the validity as chosen; the authorised weight from RCA Data when known (the
 * tariff declines above 3.5 t). Never asked: without the registry, buying category 3 is taken as
 * the statement that the vehicle is within it (3,500 kg assumed, reported).
 */
export const bgVignetteRisk: RiskMapper<'vignette:bg'> = (details, { facts }) => {
  const issues = facts.vehicle ? vignetteIssues(details, facts.vehicle) : [];
  if (issues.length > 0) return invalidOptions(issues);
  const validity = tariffValidity(BG_VIGNETTE_VALIDITIES, details.validity);
  if (!validity) return unknownValidity();
  const assumptions: RiskAssumption[] = [];
  if (!facts.vehicle) {
    assumptions.push({ factor: 'authorized-weight', note: `unknown: ${BG_CATEGORY_3_MAX_KG} kg assumed (category 3)` });
  }
  return mapped<'vignette:bg'>(
    {
      validity,
      authorizedWeightKg: facts.vehicle?.authorizedWeightKg ?? BG_CATEGORY_3_MAX_KG,
      startDate: isoDateOf(details.vignetteStartDate),
    },
    assumptions,
  );
};
