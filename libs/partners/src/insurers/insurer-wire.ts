import { z } from 'zod';
import {
  CURRENCIES,
  PRODUCT_TYPES,
  tariffFactorSchema,
  tariffMoneySchema,
  tariffOfferSchema,
  type Money,
  type TariffOffer,
} from '@asiguro/domain';
import type { InsurerWireLayout } from './insurer-api-profiles';

/** A policy as the adapters hand it back: dates as Date, whatever the insurer's layout. */
export interface InsurerPolicy {
  insurer: string;
  number: string;
  product: TariffOffer['product'];
  liabilityStart: Date;
  validFrom: Date;
  validTo: Date;
  issuedAt: Date;
  premium?: Money;
  applicationId?: string;
}

export type QuoteAnswer =
  { kind: 'offer'; quoteId: string; offer: TariffOffer } | { kind: 'declined'; reason: string; message?: string };

export type IssueAnswer =
  { kind: 'issued'; policy: InsurerPolicy } | { kind: 'refused'; reason: string; message?: string };

export interface ApplicationAnswer {
  applicationId: string;
  status: 'pending' | 'issued' | 'refused';
  policy?: InsurerPolicy;
  reason?: string;
  message?: string;
}

/** Decodes one insurer layout into the adapters' shapes (zod schemas with transforms). */
export interface InsurerWireCodec {
  quote: z.ZodType<QuoteAnswer>;
  issued: z.ZodType<IssueAnswer>;
  application: z.ZodType<ApplicationAnswer>;
  /** The insurer's reason in a 4xx body, when its layout has one. */
  rejectionReason(body: unknown): string | undefined;
  /** The layout of its refusals (4xx, 5xx): exchanges are stored masked by it. */
  error: z.ZodType;
}

/** A refusal's reason and message: codes and sentences about the request, never about a person. */
const refusal = z.object({ reason: z.string(), message: z.string().optional() });

const instant = z.iso.datetime({ offset: true }).transform((text) => new Date(text));
const product = z.enum(PRODUCT_TYPES);
const currency = z.enum(CURRENCIES);

/** Who issued the policy or offer and for which product: named alike in every layout. */
const issuerAndProduct = { insurer: z.string().min(1), product };
/** A policy's instants, in every layout but snake_case. */
const policyInstants = { liabilityStart: instant, validFrom: instant, validTo: instant, issuedAt: instant };
/** What an offer covers and adds, in the layouts that do not send the whole TariffOffer. */
const offerCoverage = tariffOfferSchema.shape.coverage;
const offerExtras = z.array(z.object({ code: z.string(), note: z.string() }));

/** The reference policy layout (also the layout of callbacks). */
export const standardPolicySchema = z
  .object({
    number: z.string().min(1).max(32),
    ...issuerAndProduct,
    ...policyInstants,
    premium: tariffMoneySchema.optional(),
  })
  .transform((policy): InsurerPolicy => policy);

const standardQuote = z
  .object({ quoteId: z.string().min(1), offer: tariffOfferSchema })
  .transform((body): QuoteAnswer => ({ kind: 'offer', quoteId: body.quoteId, offer: body.offer }));

const standardIssued = z
  .object({ policy: standardPolicySchema })
  .transform((body): IssueAnswer => ({ kind: 'issued', policy: body.policy }));

const standardApplication = z
  .object({
    applicationId: z.string().min(1),
    status: z.enum(['pending', 'issued', 'refused']),
    policy: standardPolicySchema.optional(),
    reason: z.string().optional(),
    message: z.string().optional(),
  })
  .transform((body): ApplicationAnswer => ({
    ...body,
    policy: body.policy ? { ...body.policy, applicationId: body.applicationId } : undefined,
  }));

function field(body: unknown, ...path: string[]): unknown {
  let value = body;
  for (const key of path) {
    if (!value || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

const standard: InsurerWireCodec = {
  quote: standardQuote,
  issued: standardIssued,
  application: standardApplication,
  rejectionReason: (body) => text(field(body, 'reason')),
  error: refusal,
};

// ---- string-prices: snake_case, decimal strings ------------------------------------------

const decimal = z
  .string()
  .regex(/^-?\d+(\.\d+)?$/, 'a decimal string')
  .transform((value) => Number(value));
const stringMoney = z
  .object({ amount: z.string().regex(/^\d+(\.\d{1,2})?$/), currency })
  .transform((value): Money => ({ minor: Math.round(Number(value.amount) * 100), currency: value.currency }));

const snakePolicy = z
  .object({
    policy_no: z.string().min(1).max(32),
    ...issuerAndProduct,
    liability_start: instant,
    valid_from: instant,
    valid_to: instant,
    issued_at: instant,
    premium: stringMoney.optional(),
  })
  .transform((policy): InsurerPolicy => ({
    insurer: policy.insurer,
    number: policy.policy_no,
    product: policy.product,
    liabilityStart: policy.liability_start,
    validFrom: policy.valid_from,
    validTo: policy.valid_to,
    issuedAt: policy.issued_at,
    premium: policy.premium,
  }));

const stringPrices: InsurerWireCodec = {
  quote: z
    .object({
      quote_ref: z.string().min(1),
      ...issuerAndProduct,
      premium: stringMoney,
      tariff_premium: stringMoney,
      period_days: z.number().int().positive(),
      priced_on: z.string(),
      breakdown: z.array(
        z.object({ factor: z.string(), kind: tariffFactorSchema.shape.kind, value: decimal, note: z.string() }),
      ),
      cover: offerCoverage,
      limits: z.array(z.object({ name: z.string(), amount: z.string(), currency })),
      extras: offerExtras,
    })
    .transform((body): QuoteAnswer => ({
      kind: 'offer',
      quoteId: body.quote_ref,
      offer: {
        declined: false,
        product: body.product,
        insurer: body.insurer,
        price: body.premium,
        priceCurrency: body.tariff_premium.currency,
        tariffPrice: body.tariff_premium,
        periodDays: body.period_days,
        pricedOn: body.priced_on,
        factors: body.breakdown.map((step) => ({
          name: step.factor,
          kind: step.kind,
          value: step.value,
          note: step.note,
        })),
        coverage: body.cover,
        limits: Object.fromEntries(
          body.limits.map((limit) => [
            limit.name,
            { minor: Math.round(Number(limit.amount) * 100), currency: limit.currency },
          ]),
        ),
        extras: body.extras,
      },
    })),
  issued: z.object({ policy: snakePolicy }).transform((body): IssueAnswer => ({ kind: 'issued', policy: body.policy })),
  application: z
    .object({
      application_id: z.string().min(1),
      state: z.enum(['PENDING', 'ISSUED', 'REFUSED']),
      policy: snakePolicy.optional(),
      refusal: z.object({ code: z.string(), message: z.string().optional() }).optional(),
    })
    .transform((body): ApplicationAnswer => ({
      applicationId: body.application_id,
      status: body.state === 'PENDING' ? 'pending' : body.state === 'ISSUED' ? 'issued' : 'refused',
      policy: body.policy ? { ...body.policy, applicationId: body.application_id } : undefined,
      reason: body.refusal?.code,
      message: body.refusal?.message,
    })),
  rejectionReason: (body) => text(field(body, 'error', 'code')),
  error: z.object({ error: z.object({ code: z.string(), message: z.string().optional() }) }),
};

// ---- envelope: {status, result}, refusals answered 200 ----------------------------------------

const declinedResult = z.object({ reason: z.string().min(1), message: z.string().optional() });

const envelope: InsurerWireCodec = {
  quote: z
    .discriminatedUnion('status', [
      z.object({ status: z.literal('OK'), result: z.object({ quoteId: z.string().min(1), offer: tariffOfferSchema }) }),
      z.object({ status: z.literal('DECLINED'), result: declinedResult }),
    ])
    .transform((body): QuoteAnswer =>
      body.status === 'OK'
        ? { kind: 'offer', quoteId: body.result.quoteId, offer: body.result.offer }
        : { kind: 'declined', reason: body.result.reason, message: body.result.message },
    ),
  issued: z
    .discriminatedUnion('status', [
      z.object({ status: z.literal('OK'), result: z.object({ policy: standardPolicySchema }) }),
      z.object({ status: z.literal('DECLINED'), result: declinedResult }),
    ])
    .transform((body): IssueAnswer =>
      body.status === 'OK'
        ? { kind: 'issued', policy: body.result.policy }
        : { kind: 'refused', reason: body.result.reason, message: body.result.message },
    ),
  application: z.object({ status: z.literal('OK'), result: standardApplication }).transform((body) => body.result),
  rejectionReason: (body) => text(field(body, 'result', 'reason')) ?? text(field(body, 'reason')),
  error: z.union([z.object({ status: z.string(), result: refusal }), refusal]),
};

// ---- minor-units: money flattened into minor units ---------------------------------------------

const minorUnitsPolicy = z
  .object({
    policyNumber: z.string().min(1).max(32),
    ...issuerAndProduct,
    ...policyInstants,
    premiumMinor: z.number().int(),
    premiumCurrency: currency,
  })
  .transform((policy): InsurerPolicy => ({
    insurer: policy.insurer,
    number: policy.policyNumber,
    product: policy.product,
    liabilityStart: policy.liabilityStart,
    validFrom: policy.validFrom,
    validTo: policy.validTo,
    issuedAt: policy.issuedAt,
    premium: { minor: policy.premiumMinor, currency: policy.premiumCurrency },
  }));

const minorUnits: InsurerWireCodec = {
  quote: z
    .object({
      id: z.string().min(1),
      ...issuerAndProduct,
      premiumMinor: z.number().int(),
      premiumCurrency: currency,
      tariffPremiumMinor: z.number().int(),
      tariffCurrency: currency,
      periodDays: z.number().int().positive(),
      pricedOn: z.string(),
      factors: z.array(tariffFactorSchema),
      coverage: offerCoverage,
      limits: z.record(z.string(), tariffMoneySchema),
      extras: offerExtras,
    })
    .transform((body): QuoteAnswer => ({
      kind: 'offer',
      quoteId: body.id,
      offer: {
        declined: false,
        product: body.product,
        insurer: body.insurer,
        price: { minor: body.premiumMinor, currency: body.premiumCurrency },
        priceCurrency: body.tariffCurrency,
        tariffPrice: { minor: body.tariffPremiumMinor, currency: body.tariffCurrency },
        periodDays: body.periodDays,
        pricedOn: body.pricedOn,
        factors: body.factors,
        coverage: body.coverage,
        limits: body.limits,
        extras: body.extras,
      },
    })),
  issued: minorUnitsPolicy.transform((policy): IssueAnswer => ({ kind: 'issued', policy })),
  application: standardApplication,
  rejectionReason: (body) => text(field(body, 'code')),
  error: z.object({ code: z.string(), detail: z.string().optional() }),
};

export const INSURER_WIRE_CODECS: Record<InsurerWireLayout, InsurerWireCodec> = {
  standard,
  'string-prices': stringPrices,
  envelope,
  'minor-units': minorUnits,
};
