import { z } from 'zod';
import {
  PRODUCT_TYPES,
  TARIFF_RISK_SCHEMAS,
  tariffMoneySchema,
  type ProductType,
  type Rates,
  type TariffOffer,
} from '@asiguro/domain';
import { PartnerError } from '../http';
import { insuredPartySchema, issuanceContractSchema } from './insurer-contract';
import type { InsurerApiStyle } from './insurer-api-profiles';
import type { InsurerPolicy } from './insurer-wire';

/** The pricing day and rates an insurer quotes with (EUR tariffs are charged in lei). */
export interface InsurerQuoteContext {
  /** yyyy-MM-dd in Europe/Chisinau. */
  date: string;
  rates: Rates;
  /** Ties the partner exchange to an order in the console (never personal data). */
  correlationId?: string;
}

/** An insurer's offer: the tariff offer plus who made it. */
export interface InsurerOffer extends TariffOffer {
  insurerName: string;
  quoteId: string;
}

export type InsurerQuote =
  { status: 'offer'; offer: InsurerOffer } | { status: 'declined'; insurer: string; reason: string; message?: string };

/**
 * What issuing a policy needs, as agreed with the insurers (personal fields declared, see
 * insurer-contract.ts). `idempotencyKey` is derived from the order by the caller and is the same
 * for every attempt, so a retried job never issues twice.
 */
export const insurerIssueRequestSchema = z.object({
  idempotencyKey: z.string().min(8).max(200),
  product: z.enum(PRODUCT_TYPES),
  risk: z.unknown(),
  insured: insuredPartySchema,
  /** The contract details the insurer prints (plate, VIN, addresses…). */
  contract: issuanceContractSchema.default({}),
  /** The customer's wish; the insurer may start later (never before payment). */
  liabilityStart: z.iso.datetime({ offset: true }).optional(),
  paidAt: z.iso.datetime({ offset: true }),
  /** The insured is already abroad: one insurer refuses, the others start 5 days after payment. */
  insuredAbroad: z.boolean().default(false),
  /** The price the customer paid, printed on the policy. */
  premium: tariffMoneySchema.optional(),
  /** Asynchronous insurers post the decision here (signed); polling still works without it. */
  callbackUrl: z.url().optional(),
});
export type InsurerIssueRequest = z.input<typeof insurerIssueRequestSchema>;

/** The body of `POST policies` / `POST applications` for a product: the request with the product's risk. */
export function issueBodySchema(product: ProductType) {
  return insurerIssueRequestSchema.omit({ idempotencyKey: true }).extend({ risk: TARIFF_RISK_SCHEMAS[product] });
}

export interface InsurerCallContext {
  correlationId?: string;
  /**
   * Told the application an asynchronous insurer opened (the same on every retry), so that a
   * callback about the order can be checked against it. Awaited before the adapter polls.
   */
  onApplication?: (applicationId: string) => Promise<void>;
}

/**
 * One issuer seen through one interface, whatever its API style (synchronous or application +
 * polling), layout or authentication.
 */
export interface InsurerAdapter {
  readonly slug: string;
  readonly name: string;
  readonly style: InsurerApiStyle;
  /** Prices a risk; a refusal to cover is a `declined` result, a failure a PartnerError. */
  quote(product: ProductType, risk: unknown, context: InsurerQuoteContext): Promise<InsurerQuote>;
  /**
   * Issues the policy. Refusals throw PartnerRejectedError with the insurer's reason; failures
   * throw retryable PartnerErrors; the same idempotency key always ends in the same policy.
   */
  issue(request: InsurerIssueRequest, context?: InsurerCallContext): Promise<InsurerPolicy>;
}

/**
 * An asynchronous application was accepted but not decided before the adapter's deadline.
 * Retryable: calling `issue` again with the same key resumes the same application.
 */
export class InsurerApplicationPendingError extends PartnerError {
  readonly retryable = true;
  constructor(
    partner: string,
    readonly applicationId: string,
    waitedMs: number,
  ) {
    super(partner, `application ${applicationId} still pending after ${waitedMs} ms`);
  }
}

/** No issuer with this slug is configured. */
export class UnknownInsurerError extends Error {
  constructor(readonly slug: string) {
    super(`unknown insurer ${slug}`);
    this.name = 'UnknownInsurerError';
  }
}
