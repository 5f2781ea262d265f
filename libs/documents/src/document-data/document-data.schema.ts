import {
  moneySchema,
  offerChargesSchema,
  PRODUCT_TYPES,
  isVignette,
  productLines,
  type ProductType,
} from '@asiguro/domain';
import { LOCALES } from '@asiguro/i18n';
import { z } from 'zod';

/**
 * Everything a customer document shows, independent of the database: the order pipeline maps
 * its rows into this shape once, and every renderer, the wallet passes and the storage keys work
 * from it alone. Personal data (names, IDNP, birthdays, addresses) belongs in the documents; the
 * library never logs it, and error messages name fields, never values.
 */

const isoDate = z.iso.date();
const isoDateTime = z.iso.datetime({ offset: true });
const text = z.string().trim().min(1).max(500);

/** 13 digits; IDNO starts with 1 (domain.md §6.1). The checksum is the order pipeline's job. */
const idno = z.string().regex(/^1\d{12}$/, 'an IDNO has 13 digits and starts with 1');

/** Folder-safe ids only: the order id becomes part of storage keys. */
const orderId = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/, 'letters, digits, - and _ only');

export const periodSchema = z
  .object({ from: isoDate, to: isoDate })
  .refine((period) => period.from <= period.to, { message: 'the period ends before it starts', path: ['to'] });

export const personSchema = z.object({
  fullName: text,
  birthday: isoDate.optional(),
  /** IDNP, or the personal code of a foreign document. */
  personalCode: z.string().trim().min(1).max(32).optional(),
  passportNumber: z.string().trim().min(1).max(32).optional(),
});

const contact = {
  address: text.optional(),
  email: z.email().optional(),
  phone: z.string().trim().min(3).max(32).optional(),
};

export const partySchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('individual'),
    fullName: text,
    idnp: z.string().trim().min(1).max(32).optional(),
    birthday: isoDate.optional(),
    ...contact,
  }),
  z.object({
    type: z.literal('company'),
    name: text,
    idno,
    vatCode: z.string().trim().min(1).max(32).optional(),
    ...contact,
  }),
]);

export const vehicleSchema = z.object({
  plateNumber: z.string().trim().min(2).max(16),
  make: z.string().trim().min(1).max(60).optional(),
  model: z.string().trim().min(1).max(60).optional(),
  vin: z.string().trim().min(5).max(20).optional(),
  registrationCertificate: z.string().trim().min(1).max(20).optional(),
  registrationCountry: z.string().trim().length(2).optional(),
  /** M1, N1, … (vehicle category as registered). */
  category: z.string().trim().min(1).max(8).optional(),
  engineVolume: z.number().int().nonnegative().optional(),
  seats: z.number().int().positive().optional(),
});

export const greenCardSchema = z.object({
  zone: z.enum(['CL', 'CA']),
  vehicleClass: z.enum(['A', 'C1', 'C2', 'E1', 'E2']),
});

export const propertySchema = z.object({
  type: z.enum(['building', 'rooms', 'terrain']),
  address: text,
  cadastralCode: z.string().regex(/^\d+(\.\d+)*$/, 'digits separated by dots'),
  sumInsured: moneySchema,
  valueBasis: z.enum(['MV', 'RC']).optional(),
  beneficiary: text.optional(),
});

export const TRIP_PURPOSES = ['TRVL', 'SKI', 'ADV', 'BIZZ', 'STUDY', 'WORK', 'GSTRB'] as const;

export const tripSchema = z.object({
  /** The territory as the order shows it (e.g. "Europa", "Worldwide"), in the order's language. */
  territory: text,
  type: z.enum(['single', 'multiple']),
  purpose: z.enum(TRIP_PURPOSES),
  insuredDays: z.number().int().positive().optional(),
  sumInsured: moneySchema.optional(),
  /**
   * The cover meets a Schengen visa's conditions (the territory includes the Schengen states and
   * the sum insured is at least 30,000 EUR): the policy says so, in the words a consulate looks for.
   */
  schengen: z.boolean().default(false),
});

/** RCA: the contract as the customer chose it and the insurer priced it. */
export const motorContractSchema = z.object({
  /** Any driver, or the named drivers only (spec §3, Law 106/2022). */
  contractType: z.enum(['unlimited', 'limited']),
  /** The bonus-malus class the insurer priced with (M, 1 … 17, from RCA Data). */
  bonusMalusClass: z.string().trim().min(1).max(4).optional(),
});

/** A covered risk with its limit, as the insurer's offer states it (`key` names the risk). */
export const coverLimitSchema = z.object({ key: z.string().regex(/^[a-zA-Z][a-zA-Z0-9]{1,39}$/), amount: moneySchema });

export const vignetteSchema = z.object({
  country: z.enum(['ro', 'md', 'hu', 'bg']),
  /** The tariff category of that country (A, M1, D1, 3, …). */
  category: z.string().trim().min(1).max(8),
  plateNumber: z.string().trim().min(2).max(16),
  registrationCountry: z.string().trim().length(2),
});

export const roadTaxSchema = z.object({
  taxYear: z.number().int().min(2000).max(2100),
  region: text,
  locality: text,
  /** IDNP or IDNO of the payer as filed with the tax service. */
  idnx: z.string().regex(/^\d{13}$/, '13 digits'),
  paymentReference: z.string().trim().min(1).max(64).optional(),
});

/** Extra cover facts of the lines that have them; every entry is optional. */
export const coverageSchema = z.object({
  sumInsured: moneySchema.optional(),
  /** Deductible in percent of the sum insured (CASCO, property). */
  deductiblePercent: z.number().min(0).max(100).optional(),
  /** Road assistance territory. */
  assistance: z.enum(['RO', 'RO_EU']).optional(),
  flightNumbers: z.array(z.string().trim().min(2).max(10)).max(10).optional(),
  baggagePieces: z.number().int().positive().optional(),
  /** What is covered, risk by risk, with its limit (the insurer's offer). */
  limits: z.array(coverLimitSchema).max(20).default([]),
});

export const sellerSchema = z.object({
  name: text,
  idno,
  vatCode: z.string().trim().min(1).max(32).optional(),
  address: text,
  iban: z.string().regex(/^MD\d{2}[A-Z0-9]{20}$/, 'a Moldovan IBAN'),
  bank: text,
  bic: z.string().regex(/^[A-Z0-9]{8}([A-Z0-9]{3})?$/, 'a BIC'),
  /** Licence of the insurance intermediary, as printed on documents. */
  licence: text.optional(),
});

export const termsSchema = z.object({
  name: text,
  version: z.string().trim().min(1).max(40),
  url: z.url(),
});

/** What a product line needs besides the common facts, so a missing section fails early. */
type Section = 'vehicle' | 'insuredPersons' | 'trip' | 'property' | 'vignette' | 'roadTax' | 'greenCard' | 'motor';

/** Each line (lines/ in @asiguro/domain) declares its own sections. */
const REQUIRED_SECTIONS = {
  ...Object.fromEntries(productLines().map((line) => [line.spec.type, line.printed.sections])),
} as Record<ProductType, readonly Section[]>;

export const documentDataSchema = z
  .object({
    /** The order's id; it names the storage folder, so it carries no personal data. */
    orderId,
    orderNumber: z.string().trim().min(3).max(32),
    product: z.enum(PRODUCT_TYPES),
    language: z.enum(LOCALES),
    /** The issuer of the policy (the insurer, or the state system of a vignette or the road tax). */
    insurer: z.object({
      slug: z.string().min(1).max(40),
      name: text,
      idno: idno.optional(),
      /** The insurer's 24/7 assistance and claims line, printed on its policies. */
      assistancePhone: z.string().trim().min(3).max(32).optional(),
    }),
    /** The policy number or, for vignettes and road tax, the certificate number. */
    policyNumber: z.string().trim().min(3).max(40),
    validity: periodSchema,
    liabilityStart: isoDateTime,
    insuredPersons: z.array(personSchema).max(50).default([]),
    vehicle: vehicleSchema.optional(),
    greenCard: greenCardSchema.optional(),
    property: propertySchema.optional(),
    trip: tripSchema.optional(),
    vignette: vignetteSchema.optional(),
    roadTax: roadTaxSchema.optional(),
    coverage: coverageSchema.optional(),
    motor: motorContractSchema.optional(),
    price: moneySchema,
    /**
     * What the customer paid, line by line in the currency charged (the invoice's lines): the
     * premium or state price, the service fee, the total, and the rate that converted the price.
     */
    charges: offerChargesSchema.optional(),
    /** What the customer actually paid when that differs in currency from the price. */
    paid: z.object({ amount: moneySchema, rate: z.number().positive().optional() }).optional(),
    paidAt: isoDateTime.optional(),
    payer: partySchema,
    seller: sellerSchema,
    terms: termsSchema,
    support: z.object({ email: z.email(), phone: z.string().trim().min(3).max(32) }),
    issuedAt: isoDateTime,
    invoice: z.object({
      /** Given by the caller, who guarantees the gapless sequence. */
      number: z.string().trim().min(1).max(32),
      /** The customer asked for an e-Factura: the invoice says it is also issued there. */
      eFactura: z.boolean().default(false),
      /**
       * The add-ons issued with the order and paid with it (one payment, one invoice): each one's
       * line (product, number, issuer) and charges. Add-ons refunded are not invoiced.
       */
      addons: z
        .array(
          z.object({
            product: z.enum(PRODUCT_TYPES),
            number: z.string().trim().min(3).max(40),
            insurer: z.string().trim().min(1).max(120),
            charges: offerChargesSchema,
          }),
        )
        .max(9)
        .default([]),
    }),
    /** Public check page of the policy (see policyCheckUrl). */
    checkUrl: z.url(),
  })
  .superRefine((data, ctx) => {
    for (const section of REQUIRED_SECTIONS[data.product]) {
      const value = data[section];
      if (value === undefined || (Array.isArray(value) && value.length === 0)) {
        ctx.addIssue({ code: 'custom', path: [section], message: `is required for ${data.product}` });
      }
    }
    if (isVignette(data.product) && data.vignette && `vignette:${data.vignette.country}` !== data.product) {
      ctx.addIssue({ code: 'custom', path: ['vignette', 'country'], message: 'does not match the product' });
    }
  });

/** The validated document facts every renderer reads. */
export type DocumentData = z.infer<typeof documentDataSchema>;
/** The facts as a caller writes them (defaults not yet applied). */
export type DocumentDataInput = z.input<typeof documentDataSchema>;
export type DocumentParty = z.infer<typeof partySchema>;
export type DocumentPerson = z.infer<typeof personSchema>;
export type DocumentSeller = z.infer<typeof sellerSchema>;
export type DocumentCoverLimit = z.infer<typeof coverLimitSchema>;
export type TripPurpose = (typeof TRIP_PURPOSES)[number];

/**
 * The public check page of a policy: the QR code on documents and wallet passes opens it. The
 * storefront serves `/check/:number`; the API answers `GET /api/policies/:number/check`.
 */
export function policyCheckUrl(publicUrl: string, policyNumber: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/check/${encodeURIComponent(policyNumber)}`;
}

/** The payer's display name, whatever kind of party pays. */
export function partyName(party: DocumentParty): string {
  return party.type === 'company' ? party.name : party.fullName;
}
