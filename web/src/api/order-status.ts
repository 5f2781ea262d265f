import { client, loadOrderContracts } from './http';

/** The link token of an order's e-mail, when the visitor came with one. */
export const orderLink = (token?: string) => ({ t: token });

/**
 * The order's status; no `view` when unchanged since `etag` (304) or unavailable. The one call
 * that needs the answer's headers (the ETag), so it fetches the route's address itself.
 */
export async function orderStatus(id: string, token?: string, etag?: string) {
  const { orderStatusRoute } = await loadOrderContracts();
  const response = await fetch(client.url(orderStatusRoute, { params: { id }, query: orderLink(token) }), {
    credentials: 'same-origin',
    headers: etag ? { 'If-None-Match': etag } : {},
  });
  if (response.status === 304 || !response.ok) return { etag, view: undefined };
  return {
    etag: response.headers.get('ETag') ?? undefined,
    view: orderStatusRoute.response.parse(await response.json()),
  };
}
