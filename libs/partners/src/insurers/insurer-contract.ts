import { z } from 'zod';
import { PRODUCT_TYPES, TARIFF_RISK_SCHEMAS, tariffMoneySchema, type ProductType } from '@asiguro/domain';
import { personal } from '../http/masking';

/*
 * What we send insurers, as agreed with them: the quote request and the issue request, with every
 * field that holds personal data declared `personal`. Exchanges are stored masked by these
 * schemas (maskBySchema); a field the contract does not list is masked whole.
 */

/** A fact printed on a policy that names nobody: a day, a count, an option, a list of options. */
const fact = z.union([z.string(), z.number(), z.boolean(), z.array(z.union([z.string(), z.number()]))]);
const day = z.string();

/** Who the policy is issued to: IDNP or IDNO (a plate for a person's vignette) and the name. */
export const insuredPartySchema = z.looseObject({
  type: z.enum(['individual', 'company']),
  /** IDNP or IDNO (or a passport number for foreigners, a plate for a vignette). */
  code: personal(z.string().min(1), 'code'),
  name: personal(z.string().min(1), 'name'),
});

/** A person the policy names (travellers, riders, named drivers). */
const insuredPersonSchema = z.looseObject({
  fullName: personal(z.string(), 'name'),
  birthday: personal(z.string(), 'birthday').optional(),
  personalCode: personal(z.string(), 'code').optional(),
  passportNumber: personal(z.string(), 'document').optional(),
});

const vehicleSchema = z.looseObject({
  certificateNumber: personal(z.string(), 'vehicle').optional(),
  plateNumber: personal(z.string(), 'vehicle').optional(),
  vin: personal(z.string(), 'vehicle').optional(),
  make: z.string().optional(),
  model: z.string().optional(),
  category: fact.optional(),
  engineVolume: z.number().optional(),
  seats: z.number().optional(),
  registrationCountry: z.string().optional(),
});

const documentSchema = z.looseObject({ number: personal(z.string(), 'document'), date: day.optional() });

/**
 * The contract facts of every product line (libs/domain issuanceSubjectFor): vehicle, persons,
 * property, trip, period… Loose: a fact not listed here still travels, masked whole in the log.
 */
export const issuanceContractSchema = z.looseObject({
  persons: z.array(insuredPersonSchema).optional(),
  contractorAddress: personal(z.string(), 'address').optional(),
  vehicle: vehicleSchema.optional(),
  towingVehicleCertificate: personal(z.string(), 'vehicle').optional(),
  trailerCertificate: personal(z.string(), 'vehicle').optional(),
  operatingMode: fact.optional(),
  ownership: fact.optional(),
  ownershipDocument: documentSchema.optional(),
  contractType: fact.optional(),
  drivingLicences: z
    .array(z.looseObject({ licenceNumber: personal(z.string(), 'document'), licenceDate: day.optional() }))
    .optional(),
  startDate: day.optional(),
  endDate: day.optional(),
  departureDate: day.optional(),
  periodDays: z.number().optional(),
  insuredDays: z.number().optional(),
  validityDays: z.number().optional(),
  zone: fact.optional(),
  vehicleClass: fact.optional(),
  sumInsured: tariffMoneySchema.optional(),
  territory: fact.optional(),
  deductiblePercent: z.number().optional(),
  antiTheft: z.boolean().optional(),
  instalments: z.number().optional(),
  coverage: fact.optional(),
  region: fact.optional(),
  locality: fact.optional(),
  taxYear: z.number().optional(),
  travelType: fact.optional(),
  regions: fact.optional(),
  sportType: fact.optional(),
  coverType: fact.optional(),
  riskFactors: fact.optional(),
  tripPurpose: fact.optional(),
  covid: z.boolean().optional(),
  nationalities: z.array(z.string()).optional(),
  property: z
    .looseObject({
      cadastralCode: personal(z.string(), 'address').optional(),
      type: fact.optional(),
      address: personal(z.string(), 'address').optional(),
      valueBasis: fact.optional(),
      sumInsured: tariffMoneySchema.optional(),
      titleDocument: documentSchema.optional(),
    })
    .optional(),
  beneficiary: z.looseObject({ bank: fact.optional(), name: personal(z.string(), 'name').optional() }).optional(),
  flightNumbers: z.array(personal(z.string(), 'document')).optional(),
  baggagePieces: z.number().optional(),
  device: z
    .looseObject({
      type: fact.optional(),
      value: tariffMoneySchema.optional(),
      serialNumber: personal(z.string(), 'document').optional(),
    })
    .optional(),
  package: fact.optional(),
  // Vignettes: the vehicle's identifiers at the top level, and the driver.
  plateNumber: personal(z.string(), 'vehicle').optional(),
  vin: personal(z.string(), 'vehicle').optional(),
  certificateNumber: personal(z.string(), 'vehicle').optional(),
  registrationCountry: z.string().optional(),
  category: fact.optional(),
  validity: fact.optional(),
  driverFullName: personal(z.string(), 'name').optional(),
});

function quoteRequestSchemaOf(product: ProductType) {
  return z.object({
    product: z.enum(PRODUCT_TYPES),
    risk: TARIFF_RISK_SCHEMAS[product],
    date: day,
    rates: z.record(z.string(), z.number()),
  });
}

/**
 * Built once per product: each offer search asks nine insurers, and building the schema anew
 * for every call was a fifth of the search's CPU in the API (docs/performance.md).
 */
const QUOTE_REQUEST_SCHEMAS = new Map(PRODUCT_TYPES.map((product) => [product, quoteRequestSchemaOf(product)]));

/** `POST quotes`: the product, its tariff risk (no personal data: ages, volumes, options), the day and rates. */
export function quoteRequestSchema(product: ProductType): ReturnType<typeof quoteRequestSchemaOf> {
  return QUOTE_REQUEST_SCHEMAS.get(product)!;
}
