import { z } from 'zod';
import { personal } from '../http/masking';

/** Engine types of the vehicle registry with their registry codes (spec §3). */
export const REGISTRY_ENGINE_TYPES = {
  petrol: 1,
  diesel: 2,
  electric: 4,
  'petrol-lpg': 6,
  'petrol-cng': 7,
  'hybrid-petrol': 13,
  'hybrid-diesel': 14,
} as const;
export type RegistryEngineType = keyof typeof REGISTRY_ENGINE_TYPES;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** What RCA Data answers for a certificate and its owner. */
export const vehicleRecordSchema = z.object({
  certificateNumber: personal(z.string(), 'vehicle'),
  plateNumber: personal(z.string(), 'vehicle'),
  vin: personal(z.string(), 'vehicle'),
  make: z.string(),
  model: z.string(),
  /** Vehicle category of the registration (L, M1, M2, M3, N1, N2, N3, O for trailers, T for tractors). */
  vehicleCategory: z.enum(['L', 'M1', 'M2', 'M3', 'N1', 'N2', 'N3', 'O', 'T']),
  /** The kind the RCA tariff uses. */
  vehicleType: z.enum(['car', 'motorcycle', 'truck', 'bus', 'tractor', 'trailer']),
  /**
   * The bodywork code of the registration (EU type-approval codes, Regulation (EU) 2018/858 Annex I
   * part C: BC semi-trailer towing vehicle, BD road tractor, DA semi-trailer, DB drawbar trailer…);
   * null when the registry does not say.
   */
  bodyType: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .nullable()
    .default(null),
  /** Number of axles; null when the registry does not say. */
  axles: z.number().int().min(1).max(12).nullable().default(null),
  engineType: z.enum(Object.keys(REGISTRY_ENGINE_TYPES) as [RegistryEngineType, ...RegistryEngineType[]]).nullable(),
  engineTypeCode: z.number().int().nullable(),
  /** cm³; 0 for electric vehicles and trailers. */
  engineVolume: z.number().int().min(0),
  powerHp: z.number().int().positive().nullable(),
  /** Seats including the driver. */
  seats: z.number().int().min(0),
  authorizedWeightKg: z.number().int().positive(),
  firstRegistrationYear: z.number().int().min(1950),
  registrationCountry: z.string().length(2),
  /** Locality of registration (decides the RCA zone). */
  registrationPlace: z.string(),
  technicalInspectionValidUntil: isoDate.nullable(),
  owner: z.object({
    type: z.enum(['individual', 'company']),
    name: personal(z.string(), 'name'),
  }),
  bonusMalusClass: z.union([z.literal('M'), z.number().int().min(1).max(17)]),
  /** The current RCA policy, if any. */
  currentPolicy: z.object({ insurer: z.string(), number: z.string(), validTo: isoDate }).nullable(),
  /** The earliest start of a new RCA policy: the day after the current one ends, or today. */
  earliestPolicyStart: isoDate,
});
export type VehicleRecord = z.infer<typeof vehicleRecordSchema>;

export const companyRecordSchema = z.object({
  idno: personal(z.string(), 'code'),
  name: personal(z.string(), 'name'),
  legalForm: z.string(),
  address: personal(z.string(), 'address'),
  registeredOn: isoDate,
  status: z.enum(['active', 'in-liquidation']),
});
export type CompanyRecord = z.infer<typeof companyRecordSchema>;

export const propertyRecordSchema = z.object({
  cadastralCode: personal(z.string(), 'address'),
  propertyType: z.enum(['building', 'rooms', 'terrain']),
  address: personal(z.string(), 'address'),
  /** m² (land in m² as well). */
  area: z.number().positive(),
  purpose: z.string(),
});
export type PropertyRecord = z.infer<typeof propertyRecordSchema>;

/** What the registries are asked (POST bodies: never personal data in a URL). */
export const vehicleLookupSchema = z.object({
  certificateNumber: personal(z.string(), 'vehicle'),
  ownerCode: personal(z.string(), 'code'),
});
export const companyLookupSchema = z.object({ idno: personal(z.string(), 'code') });
export const propertyLookupSchema = z.object({ cadastralCode: personal(z.string(), 'address') });

/** A registry's refusal: `{ reason, message? }` (the error key the customer sees). */
export const registryErrorSchema = z.object({ reason: z.string(), message: z.string().optional() });
