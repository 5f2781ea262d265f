import { z } from 'zod';
import { money } from '../money/money';
import { findIssuer } from '../partners/issuers';
import { sells } from '../partners/issuers-of';
import { PRODUCT_LINES, type AnyProductLine, type ProductLines } from '../lines';
import { LINE_TYPES, type LineType } from '../lines/line-types';
import type { ProductType } from '../products/product-types';
import type { PricedRisk } from './tariff-calculation';
import { decline, type TariffContext, type TariffDecline, type TariffResult } from './tariff.types';

type LineRiskSchemas = { [T in LineType]: ProductLines[T]['tariff']['riskSchema'] };

/** The normalised risk input of every product line, one zod schema each (the line's own). */
export const TARIFF_RISK_SCHEMAS = Object.fromEntries(
  LINE_TYPES.map((type) => [type, PRODUCT_LINES[type].tariff.riskSchema]),
) as LineRiskSchemas;

/** The parsed risk of a product line (defaults filled in). */
export type TariffRisk<P extends ProductType> = z.output<(typeof TARIFF_RISK_SCHEMAS)[P]>;
/** The risk of a product line as callers may write it (defaults optional). */
export type TariffRiskInput<P extends ProductType> = z.input<(typeof TARIFF_RISK_SCHEMAS)[P]>;

function notSold(): TariffDecline {
  return decline('product-not-sold', 'this issuer does not sell this product line');
}

function price(product: ProductType, risk: unknown, insurer: string, ctx: TariffContext): PricedRisk | TariffDecline {
  const line = PRODUCT_LINES[product] as AnyProductLine;
  const loading = line.sellers[insurer];
  return loading === undefined ? notSold() : line.tariff.price(risk, insurer, loading, ctx);
}

/**
 * Prices one product line for one issuer (domain.md §10): validates the risk with the line's
 * schema, checks the issuer sells the line, and returns an offer whose factors explain its price,
 * or a decline with an error-like reason (`invalid-options`, `product-not-sold`,
 * `age-over-limit`…). Pure and deterministic: equal inputs give equal offers.
 */
export function quote(product: ProductType, risk: unknown, insurerSlug: string, ctx: TariffContext): TariffResult {
  const issuer = findIssuer(insurerSlug);
  if (!issuer) return decline('unknown-insurer', `no issuer ${insurerSlug}`);
  if (!sells(issuer, product)) return notSold();
  const parsed = TARIFF_RISK_SCHEMAS[product].safeParse(risk);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return decline('invalid-options', `${issue.path.join('.') || 'risk'}: ${issue.message}`);
  }
  const priced = price(product, parsed.data, issuer.slug, ctx);
  if ('declined' in priced) return priced;
  const { calc } = priced;
  return {
    declined: false,
    product,
    insurer: issuer.slug,
    price: money(calc.value, 'MDL'),
    priceCurrency: calc.tariffCurrency,
    tariffPrice: money(calc.tariffValue, calc.tariffCurrency),
    periodDays: priced.periodDays,
    pricedOn: ctx.date,
    factors: calc.factors,
    coverage: priced.coverage,
    limits: priced.limits,
    extras: priced.extras,
  };
}
