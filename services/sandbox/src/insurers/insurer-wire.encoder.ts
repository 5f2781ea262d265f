import type { Money, TariffOffer } from '@asiguro/domain';
import type { InsurerPersonality } from './insurer-personalities';

type Layout = InsurerPersonality['layout'];

/** A policy as the sandbox keeps it (ISO instants). */
export interface SandboxPolicy {
  number: string;
  insurer: string;
  product: TariffOffer['product'];
  liabilityStart: string;
  validFrom: string;
  validTo: string;
  issuedAt: string;
  premium: Money;
}

export interface SandboxApplication {
  applicationId: string;
  status: 'pending' | 'issued' | 'refused';
  policy?: SandboxPolicy;
  reason?: string;
  message?: string;
}

/** What a handler sends: an HTTP status and a JSON body. */
export interface WireAnswer {
  status: number;
  body: unknown;
}

const decimal = (minor: number) => (minor / 100).toFixed(2);
const stringMoney = (value: Money) => ({ amount: decimal(value.minor), currency: value.currency });

/** A 4xx in the insurer's layout. */
export function encodeError(layout: Layout, status: number, reason: string, message?: string): WireAnswer {
  switch (layout) {
    case 'standard':
      return { status, body: { reason, message } };
    case 'string-prices':
      return { status, body: { error: { code: reason, message } } };
    case 'envelope':
      return { status, body: { status: 'ERROR', result: { reason, message } } };
    case 'minor-units':
      return { status, body: { code: reason, detail: message } };
  }
}

/** A quote answer: the offer (200) or a decline (422; asterra answers 200 DECLINED). */
export function encodeQuote(
  layout: Layout,
  result: TariffOffer | { declined: true; reason: string; message?: string },
  quoteId: string,
): WireAnswer {
  if (result.declined) {
    if (layout === 'envelope') {
      return { status: 200, body: { status: 'DECLINED', result: { reason: result.reason, message: result.message } } };
    }
    return encodeError(layout, 422, result.reason, result.message);
  }
  const offer = result;
  switch (layout) {
    case 'standard':
      return { status: 200, body: { quoteId, offer } };
    case 'envelope':
      return { status: 200, body: { status: 'OK', result: { quoteId, offer } } };
    case 'string-prices':
      return {
        status: 200,
        body: {
          quote_ref: quoteId,
          product: offer.product,
          insurer: offer.insurer,
          premium: stringMoney(offer.price),
          tariff_premium: stringMoney(offer.tariffPrice),
          period_days: offer.periodDays,
          priced_on: offer.pricedOn,
          breakdown: offer.factors.map((factor) => ({
            factor: factor.name,
            kind: factor.kind,
            value: String(factor.value),
            note: factor.note,
          })),
          cover: offer.coverage,
          limits: Object.entries(offer.limits).map(([name, limit]) => ({ name, ...stringMoney(limit) })),
          extras: offer.extras,
        },
      };
    case 'minor-units':
      return {
        status: 200,
        body: {
          id: quoteId,
          product: offer.product,
          insurer: offer.insurer,
          premiumMinor: offer.price.minor,
          premiumCurrency: offer.price.currency,
          tariffPremiumMinor: offer.tariffPrice.minor,
          tariffCurrency: offer.tariffPrice.currency,
          periodDays: offer.periodDays,
          pricedOn: offer.pricedOn,
          factors: offer.factors,
          coverage: offer.coverage,
          limits: offer.limits,
          extras: offer.extras,
        },
      };
  }
}

function snakePolicy(policy: SandboxPolicy) {
  return {
    policy_no: policy.number,
    insurer: policy.insurer,
    product: policy.product,
    liability_start: policy.liabilityStart,
    valid_from: policy.validFrom,
    valid_to: policy.validTo,
    issued_at: policy.issuedAt,
    premium: stringMoney(policy.premium),
  };
}

/** The answer of a synchronous `POST policies`: 201 with the policy, or the refusal. */
export function encodeIssued(
  layout: Layout,
  outcome: { policy: SandboxPolicy } | { reason: string; message?: string },
): WireAnswer {
  if (!('policy' in outcome)) {
    if (layout === 'envelope') {
      return { status: 200, body: { status: 'DECLINED', result: outcome } };
    }
    return encodeError(layout, 422, outcome.reason, outcome.message);
  }
  const { policy } = outcome;
  switch (layout) {
    case 'standard':
      return { status: 201, body: { policy } };
    case 'envelope':
      return { status: 201, body: { status: 'OK', result: { policy } } };
    case 'string-prices':
      return { status: 201, body: { policy: snakePolicy(policy) } };
    case 'minor-units': {
      const { number, premium, ...rest } = policy;
      return {
        status: 201,
        body: { policyNumber: number, ...rest, premiumMinor: premium.minor, premiumCurrency: premium.currency },
      };
    }
  }
}

/** An application's state (202 right after submission, 200 when polled). */
export function encodeApplication(layout: Layout, application: SandboxApplication, status: number): WireAnswer {
  switch (layout) {
    case 'string-prices':
      return {
        status,
        body: {
          application_id: application.applicationId,
          state: application.status.toUpperCase(),
          policy: application.policy ? snakePolicy(application.policy) : undefined,
          refusal: application.reason ? { code: application.reason, message: application.message } : undefined,
        },
      };
    case 'envelope':
      return { status, body: { status: 'OK', result: application } };
    default:
      return { status, body: application };
  }
}
