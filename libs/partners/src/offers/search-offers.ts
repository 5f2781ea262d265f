import { findIssuer, type ProductType, type Rates } from '@asiguro/domain';
import { PartnerError } from '../http';
import type { InsurerOffer, InsurerQuote } from '../insurers/insurer-adapter';
import type { InsurerRegistry } from '../insurers/insurer-registry';

export interface OfferSearchQuery {
  product: ProductType;
  risk: unknown;
  /** Only ask these issuers (default: every issuer that sells the line). */
  issuers?: string[];
  /** How long to wait; later answers are left out (default OFFER_SEARCH_DEADLINE_MS). */
  deadlineMs?: number;
  /** Pricing day (yyyy-MM-dd, Europe/Chisinau) and its official rates. */
  date: string;
  rates: Rates;
  correlationId?: string;
}

export interface OfferSearchIssuer {
  insurer: string;
  insurerName: string;
}

export interface OfferSearchResult {
  /** Offers that arrived in time, cheapest first. Empty: the spec's "no offers". */
  offers: InsurerOffer[];
  /** Issuers that answered but will not cover this risk, with their reason. */
  declined: (OfferSearchIssuer & { reason: string; message?: string })[];
  /** Issuers that failed (down, broken answer, circuit open) before the deadline. */
  failed: (OfferSearchIssuer & { error: string; errorType: string })[];
  /** Issuers still silent at the deadline. */
  unanswered: OfferSearchIssuer[];
  elapsedMs: number;
}

type Outcome = { kind: 'quote'; quote: InsurerQuote } | { kind: 'failed'; error: Error };

/**
 * Asks every issuer that sells the line in parallel and returns what arrived before the
 * deadline, cheapest first, plus who declined (and why), who failed and who did not answer in
 * time. Never throws for a partner's failure: each one is reported in its own list.
 */
export async function searchOffers(registry: InsurerRegistry, query: OfferSearchQuery): Promise<OfferSearchResult> {
  const started = Date.now();
  const deadlineMs = query.deadlineMs ?? registry.searchDeadlineMs;
  const sellers = registry.sellers(query.product).map((issuer) => issuer.slug);
  const asked = query.issuers ? sellers.filter((slug) => query.issuers!.includes(slug)) : sellers;

  const outcomes = new Map<string, Outcome>();
  const calls = asked.map((slug) =>
    startQuote(registry, slug, query).then((outcome) => {
      outcomes.set(slug, outcome);
    }),
  );
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, deadlineMs);
  });
  await Promise.race([Promise.all(calls), deadline]);
  clearTimeout(timer);

  const result: OfferSearchResult = { offers: [], declined: [], failed: [], unanswered: [], elapsedMs: 0 };
  for (const slug of asked) {
    const who = { insurer: slug, insurerName: findIssuer(slug)?.name ?? slug };
    const outcome = outcomes.get(slug);
    if (!outcome) result.unanswered.push(who);
    else if (outcome.kind === 'failed') {
      result.failed.push({ ...who, error: outcome.error.message, errorType: outcome.error.name });
    } else if (outcome.quote.status === 'declined') {
      result.declined.push({ ...who, reason: outcome.quote.reason, message: outcome.quote.message });
    } else result.offers.push(outcome.quote.offer);
  }
  result.offers.sort((a, b) => a.price.minor - b.price.minor || a.insurer.localeCompare(b.insurer));
  result.elapsedMs = Date.now() - started;
  return result;
}

/** One issuer's quote as a promise that never rejects, so late failures never go unhandled. */
function startQuote(registry: InsurerRegistry, slug: string, query: OfferSearchQuery): Promise<Outcome> {
  const context = { date: query.date, rates: query.rates, correlationId: query.correlationId };
  return Promise.resolve()
    .then(() => registry.adapter(slug).quote(query.product, query.risk, context))
    .then(
      (quote): Outcome => ({ kind: 'quote', quote }),
      (error: unknown): Outcome => ({
        kind: 'failed',
        error: error instanceof PartnerError || error instanceof Error ? error : new Error(String(error)),
      }),
    );
}
