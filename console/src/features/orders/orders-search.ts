import { consoleOrdersQuerySchema } from '@asiguro/contracts';
import { z } from 'zod';
import type { OrdersQueryInput } from '../../api/console-api';

/** A page's search params from the URL: each valid one kept, an invalid one dropped (a hand-edited URL still opens). */
export function lenientSearch<S extends z.ZodObject>(schema: S) {
  return (raw: Record<string, unknown>): z.output<S> => {
    const kept: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(schema.shape) as [string, z.ZodType][]) {
      if (raw[key] === undefined || raw[key] === '') continue;
      const parsed = field.safeParse(raw[key]);
      if (parsed.success && parsed.data !== undefined) kept[key] = parsed.data;
    }
    return schema.parse(kept);
  };
}

const query = consoleOrdersQuerySchema.shape;

/** The orders lists' URL: the contract's filters, sort and page (defaults left out of the URL). */
export const ordersSearchSchema = z.object({
  product: query.product,
  insurer: query.insurer,
  addon: query.addon,
  status: query.status,
  minAgeMinutes: query.minAgeMinutes,
  page: query.page.removeDefault().optional(),
  sort: query.sort.removeDefault().optional(),
  dir: query.dir.removeDefault().optional(),
});
export type OrdersSearch = z.infer<typeof ordersSearchSchema>;

export const validateOrdersSearch = lenientSearch(ordersSearchSchema);

export type OrdersView = 'stuck' | 'failed' | 'manual' | 'all';

/** The API query of a list page: its view and the URL's filters, sort and page (the server sorts every page). */
export function ordersQueryOf(view: OrdersView, search: OrdersSearch): OrdersQueryInput {
  return { view, ...search };
}

/** True when any filter is set (the "clear filters" button). */
export function hasFilters(search: OrdersSearch): boolean {
  return (
    search.product !== undefined ||
    search.insurer !== undefined ||
    search.addon !== undefined ||
    search.status !== undefined ||
    search.minAgeMinutes !== undefined
  );
}

/**
 * The search page's URL: the text typed. The router reads a search value as JSON when it can, so
 * a pasted `?q=2004787371520` (an IDNP) arrives as a number: it is the text all the same.
 */
export const searchPageSchema = z.object({ q: z.coerce.string().trim().max(100).optional() });
export const validateSearchPage = lenientSearch(searchPageSchema);

/** The audit log's URL: its page. */
export const auditSearchSchema = z.object({ page: z.coerce.number().int().min(1).optional() });
export const validateAuditSearch = lenientSearch(auditSearchSchema);
