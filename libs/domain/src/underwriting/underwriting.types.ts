import { z } from 'zod';
import type { billingSchema, contactSchema } from '../requests/order-requests';
import type { ProductType } from '../products/product-types';
import { RCA_ENGINE_TYPES, RCA_VEHICLE_CATEGORIES } from '../lines/rca/rca.tariff';
import { bonusMalusClassSchema } from '../tariffs/bonus-malus-class';

/*
 * The registry facts underwriting reads. They are structural: what @asiguro/partners' registry
 * records (VehicleRecord, CompanyRecord, PropertyRecord) hold is assignable to them, so the API
 * and the worker pass a record as it came back from RCA Data, the company registry or the
 * cadastre, while libs/domain never depends on the adapters.
 */

const isoDate = z.iso.date();

/** What RCA Data says about a vehicle and its owner (the subset underwriting uses). */
export const vehicleFactsSchema = z.object({
  certificateNumber: z.string().min(1),
  plateNumber: z.string().min(1),
  vin: z.string().min(1),
  make: z.string().min(1),
  model: z.string().min(1),
  /** The EU category of the registration: L, M1, M2, M3, N1, N2, N3, O (trailers), T (tractors). */
  vehicleCategory: z.string().min(1),
  /** The kind the RCA tariff uses. */
  vehicleType: z.enum(RCA_VEHICLE_CATEGORIES),
  /** EU bodywork code (BC semi-trailer towing vehicle, BD road tractor, DA semi-trailer…), when known. */
  bodyType: z.string().nullable().optional(),
  /** Number of axles, when known. */
  axles: z.number().int().positive().nullable().optional(),
  engineType: z.enum(RCA_ENGINE_TYPES).nullable(),
  /** cm³; 0 for electric vehicles and trailers. */
  engineVolume: z.number().int().min(0),
  powerHp: z.number().int().positive().nullable(),
  /** Seats including the driver (0 for trailers). */
  seats: z.number().int().min(0),
  authorizedWeightKg: z.number().int().positive(),
  firstRegistrationYear: z.number().int().min(1900),
  registrationCountry: z.string().length(2),
  /** Locality of registration: it decides the RCA zone (rcaZoneOf). */
  registrationPlace: z.string().min(1),
  technicalInspectionValidUntil: isoDate.nullable(),
  owner: z.object({ type: z.enum(['individual', 'company']), name: z.string().min(1) }),
  bonusMalusClass: bonusMalusClassSchema,
  /** The earliest start of a new RCA policy: the day after the current one ends, or today. */
  earliestPolicyStart: isoDate,
});
export type VehicleFacts = z.infer<typeof vehicleFactsSchema>;

/** What the company registry says about an IDNO. */
export const companyFactsSchema = z.object({
  idno: z.string().min(1),
  name: z.string().min(1),
  address: z.string().min(1).optional(),
  /** Only an `active` company may contract (a company in liquidation may not). */
  status: z.string().min(1),
});
export type CompanyFacts = z.infer<typeof companyFactsSchema>;

/** What the cadastral register says about a cadastral code. */
export const propertyFactsSchema = z.object({
  cadastralCode: z.string().min(1),
  propertyType: z.enum(['building', 'rooms', 'terrain']),
  address: z.string().min(1),
});
export type PropertyFacts = z.infer<typeof propertyFactsSchema>;

/** The registry answers gathered for one item (see factsNeeded); each is optional. */
export const underwritingFactsSchema = z.object({
  vehicle: vehicleFactsSchema.optional(),
  /** RCA Data's record of the vehicle towing an insured trailer (RCA's `towingVehicle`). */
  towingVehicle: vehicleFactsSchema.optional(),
  company: companyFactsSchema.optional(),
  property: propertyFactsSchema.optional(),
});
export type UnderwritingFacts = z.infer<typeof underwritingFactsSchema>;

/** One item of an order: its product line and the details the customer entered. */
export interface UnderwritingItem<T extends ProductType = ProductType> {
  type: T;
  details: unknown;
}

/** Who pays (orders.contract billingSchema). */
export type OrderBilling = z.infer<typeof billingSchema>;
/** How we reach the customer (orders.contract contactSchema). */
export type OrderContact = z.infer<typeof contactSchema>;

/**
 * The parts of an order issuance and documents read. The first item is the insured one (an
 * order's main product line, as OrderService stores it); `null` is accepted where the database
 * keeps nothing.
 */
export interface UnderwritingOrder {
  items: readonly UnderwritingItem[];
  billing?: OrderBilling | null;
  contact?: OrderContact | null;
  /** The confirmation's consents, when the caller has them (the presence statement of travel). */
  consents?: { insuredInMoldova?: boolean } | null;
}
