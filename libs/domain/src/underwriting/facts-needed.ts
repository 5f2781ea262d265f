import type { ProductType } from '../products/product-types';
import { isIdno, isIdnp } from '../validation/idnx.validator';
import type { UnderwritingItem } from './underwriting.types';

/** A lookup in RCA Data: by certificate and the owner's own code together (a certificate alone reveals nothing). */
export interface VehicleLookup {
  certificateNumber: string;
  /** IDNP or IDNO of the vehicle's owner: the contractor. */
  ownerCode: string;
}

/** The registry look-ups an item needs before it can be priced, issued and documented. */
export interface FactsNeeded {
  vehicle?: VehicleLookup;
  /** The company registry: a company contractor's name and whether it may contract. */
  company?: { idno: string };
  /** The cadastral register: the property's type and address. */
  property?: { cadastralCode: string };
}

/** Lines whose details start from a Moldovan registration certificate. */
const VEHICLE_LINES: readonly ProductType[] = [
  'rca',
  'green-card',
  'casco',
  'roadside-assistance-eu',
  'road-tax',
  'vignette:ro',
  'vignette:hu',
  'vignette:bg',
];

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
 * - `vehicle` for rca, green-card, casco, roadside-assistance-eu and road-tax, by the certificate
 *   and the contractor's IDNP/IDNO. rca and road-tax cannot be priced without it (zone,
 *   bonus-malus, tax band), casco needs it unless the details give the first registration. The
 *   vignettes carry a certificate for Moldovan vehicles but no owner: their look-up is listed only
 *   when the caller knows the owner's code (`ownerCode`, e.g. the billing IDNO); without it they
 *   are priced from what the customer typed.
 * - `company` for a company contractor (name, and whether it is active).
 * - `property` for real estate (the register's type and address).
 */
export function factsNeeded(item: UnderwritingItem, options: { ownerCode?: string } = {}): FactsNeeded | null {
  const details = item.details;
  const needed: FactsNeeded = {};
  const certificateNumber =
    field(details, 'vehicle', 'certificateNumber') ??
    (field(details, 'registrationCountry') === 'MD' ? field(details, 'certificateNumber') : undefined);
  const contractorType = field(details, 'contractor', 'contractorType');
  const contractorCode =
    contractorType === 'company'
      ? field(details, 'contractor', 'idno')
      : contractorType === 'individual'
        ? field(details, 'contractor', 'idnp')
        : undefined;
  const ownerCode = contractorCode ?? options.ownerCode;
  if (VEHICLE_LINES.includes(item.type) && certificateNumber && ownerCode && (isIdnp(ownerCode) || isIdno(ownerCode))) {
    needed.vehicle = { certificateNumber, ownerCode };
  }
  if (contractorType === 'company' && contractorCode && isIdno(contractorCode)) {
    needed.company = { idno: contractorCode };
  }
  const cadastralCode = item.type === 'real-estate' ? field(details, 'cadastralCode') : undefined;
  if (cadastralCode) needed.property = { cadastralCode };
  return Object.keys(needed).length > 0 ? needed : null;
}
