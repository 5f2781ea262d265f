import { issuingTimeSeconds, PRODUCT_TYPES } from '@asiguro/domain';

/* What "stuck" means, in SQL over the orders table: one definition for the gauge, the console and its dashboard. */

/** Issuing time per product, as SQL over the orders row `alias` (one source: issuingTimeSeconds). */
export function issuingTimeSql(alias = ''): string {
  const column = alias ? `${alias}.insurance_type` : 'insurance_type';
  return `case ${column} ${PRODUCT_TYPES.map((p) => `when '${p}' then ${issuingTimeSeconds(p)}`).join(' ')} else 60 end`;
}

/**
 * SQL of "the orders row `alias` is stuck", with `factor` (a parameter placeholder) as STUCK_FACTOR:
 * between payment and documents past its deadline, which is the one promised when it was handed to
 * an operator, else its product's issuing time × STUCK_FACTOR after payment.
 */
export function stuckSql(alias: string, factor: string): string {
  const o = alias ? `${alias}.` : '';
  return `${o}status in ('paid','processing','issued')
          and now() > coalesce(${o}manual_issuance_due, ${o}in_flight_since + make_interval(secs => ${issuingTimeSql(alias)} * ${factor}))`;
}

/** An issuing time (seconds) of the product type `expression` names, in SQL. */
const issuingSecondsSql = (expression: string) =>
  `case ${expression} ${PRODUCT_TYPES.map((p) => `when '${p}' then ${issuingTimeSeconds(p)}`).join(' ')} else 60 end`;

/**
 * An order (alias `o`) with an add-on stuck: pending while the order is processing with its main
 * policy issued, past the policy's and the add-on's issuing times × `factor` after payment; or the
 * refund of an add-on's share failed (staff must retry it). `factor`: a parameter placeholder.
 */
function itemStuckSql(factor: string): string {
  const items = `case jsonb_typeof(o.machine_snapshot->'context'->'items')
                   when 'array' then o.machine_snapshot->'context'->'items' else '[]' end`;
  return `(exists (select 1 from jsonb_array_elements(${items}) with ordinality as i(state, n)
                    where o.status = 'processing' and i.n > 1 and i.state->>'status' = 'pending'
                      and o.machine_snapshot->'context'->'items'->0->>'status' = 'issued'
                      and now() > o.in_flight_since + make_interval(secs => (${issuingTimeSql('o')}
                            + ${issuingSecondsSql(`o.items->(i.n::int - 1)->>'type'`)}) * ${factor}))
           or exists (select 1 from addon_items a where a.order_id = o.id and a.refund_status = 'refund_failed'))`;
}

/**
 * "Stuck" as support sees it, for the orders row `o` (the console's stuck view, the dashboard's
 * count, the orders_stuck gauge): the order stuck (stuckSql: in flight past its deadline) or one
 * of its add-ons stuck (itemStuckSql).
 */
export function stuckOrderOrItemSql(factor: string): string {
  return `(${stuckSql('o', factor)} or ${itemStuckSql(factor)})`;
}
