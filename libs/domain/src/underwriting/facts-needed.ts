import { productLineOf } from '../lines';
import { isIdno, isIdnp } from '../validation/idnx.validator';
import type { UnderwritingItem } from './underwriting.types';

/** A lookup in RCA Data: by certificate and the owner's own code together (a certificate alone reveals nothing). */
export interface VehicleLookup {
  certificateNumber: string;
  /** IDNP or IDNO of the vehicle's owner: the contractor. */
  ownerCode: string;
}

/** A details field's text as typed, trimmed; undefined when it is none (draft details may lack anything). */
export type DetailsText = (...path: string[]) => string | undefined;

/** The registry look-ups an item needs before it can be priced, issued and documented. */
export interface FactsNeeded {
  vehicle?: VehicleLookup;
  /** RCA: the vehicle towing an insured trailer, by its certificate and the same owner's code. */
  towingVehicle?: VehicleLookup;
  /** The company registry: a company contractor's name and whether it may contract. */
  company?: { idno: string };
  /** The cadastral register: the property's type and address. */
  property?: { cadastralCode: string };
}

function field(value: unknown, ...path: string[]): string | undefined {
  let current = value;
  for (const key of path) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return typeof current === 'string' && current.trim() !== '' ? current.trim() : undefined;
}

/**
 * Which registry look-ups an item needs, or null when none (read from the details as they are,
 * draft or full; a look-up is listed only once its keys are there):
 * - `vehicle` for any line whose details carry a Moldovan registration certificate
 *   (`vehicle.certificateNumber`, or `certificateNumber` beside registrationCountry MD), by the
 *   certificate and the contractor's IDNP/IDNO: rca, green-card, casco, roadside-assistance-eu,
 *   road-tax. rca and road-tax cannot be priced without it (zone, bonus-malus, tax band), casco
 *   needs it unless the details give the first registration. The vignettes carry a certificate
 *   for Moldovan vehicles but no owner: their look-up is listed only when the caller knows the
 *   owner's code (`ownerCode`, e.g. the billing IDNO); without it they are priced from what the
 *   customer typed.
 * - `towingVehicle` for an RCA trailer's towing vehicle (`towingVehicle.certificateNumber`), by
 *   the same owner's code (ASSUMPTION: the trailer's owner also owns the vehicle towing it; one
 *   that is not found is an invalid certificate). the RCA line's risk refuses a towing trailer on its answer.
 * - `company` for a company contractor (name, and whether it is active).
 * - a line's own look-ups (`lookups`): `property` for real estate (the register's type and address).
 */
export function factsNeeded(item: UnderwritingItem, options: { ownerCode?: string } = {}): FactsNeeded | null {
  const details = item.details;
  const needed: FactsNeeded = {};
  const certificateNumber =
    field(details, 'vehicle', 'certificateNumber') ??
    (field(details, 'registrationCountry') === 'MD' ? field(details, 'certificateNumber') : undefined);
  const towingCertificate = field(details, 'towingVehicle', 'certificateNumber');
  const contractorType = field(details, 'contractor', 'contractorType');
  const contractorCode =
    contractorType === 'company'
      ? field(details, 'contractor', 'idno')
      : contractorType === 'individual'
        ? field(details, 'contractor', 'idnp')
        : undefined;
  const ownerCode = contractorCode ?? options.ownerCode;
  if (ownerCode && (isIdnp(ownerCode) || isIdno(ownerCode))) {
    if (certificateNumber) needed.vehicle = { certificateNumber, ownerCode };
    if (towingCertificate) needed.towingVehicle = { certificateNumber: towingCertificate, ownerCode };
  }
  if (contractorType === 'company' && contractorCode && isIdno(contractorCode)) {
    needed.company = { idno: contractorCode };
  }
  // A line of its own folder names the look-ups of its own (real estate: the cadastral register).
  Object.assign(
    needed,
    productLineOf(item.type)?.lookups?.((...path) => field(details, ...path)),
  );
  return Object.keys(needed).length > 0 ? needed : null;
}
