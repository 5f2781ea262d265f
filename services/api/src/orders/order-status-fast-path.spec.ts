import type { IncomingHttpHeaders } from 'node:http';
import { OrderStatusFastPath } from './order-status-fast-path';

/** Which requests the path answers itself: judged from the request line and headers alone. */
describe('OrderStatusFastPath.opening', () => {
  // The judgement reads nothing but the request: no collaborator is reached.
  const path = new OrderStatusFastPath(null as never, null as never, null as never, null as never, null as never);
  const id = '0b5e8c1a-3f4d-4e5f-8a9b-0c1d2e3f4a5b';
  const opening = (url: string, method = 'GET', headers: IncomingHttpHeaders = {}) =>
    path.opening({ method, url, headers });

  it('takes a GET of an order’s status or stream, with or without the e-mailed link’s token', () => {
    expect(opening(`/api/orders/${id}/stream`)).toEqual({ route: 'stream', orderId: id, token: undefined });
    expect(opening(`/api/orders/${id}/status`)).toEqual({ route: 'status', orderId: id, token: undefined });
    expect(opening(`/api/orders/${id}/stream?t=abc.DEF_-%3D`)).toEqual({
      route: 'stream',
      orderId: id,
      token: 'abc.DEF_-=',
    });
    // Parameters the route does not read are ignored there too.
    expect(opening(`/api/orders/${id}/status?utm_source=mail`)).toEqual({
      route: 'status',
      orderId: id,
      token: undefined,
    });
  });

  it('leaves other routes, other methods and near misses of the path to Express', () => {
    for (const url of [
      `/api/orders/${id}/documents`,
      `/api/orders/${id}/statuses`,
      `/api/orders/${id}`,
      `/api/orders/${id}/stream/`,
      `/api/orders/${id}/stream/x`,
      `/orders/${id}/stream`,
      `/api/orders/not-a-uuid/stream`,
      `/api/orders/${id}%2Fx/stream`,
    ]) {
      expect({ url, opening: opening(url) }).toEqual({ url, opening: null });
    }
    for (const method of ['HEAD', 'POST', 'OPTIONS']) {
      expect({ method, opening: opening(`/api/orders/${id}/stream`, method) }).toEqual({ method, opening: null });
    }
  });

  it('leaves to the Nest route what needs the rest of the pipeline: CORS and the 400s of the query', () => {
    expect(opening(`/api/orders/${id}/stream`, 'GET', { origin: 'https://elsewhere.example' })).toBeNull();
    // A repeated token, an empty one, one over 200 characters, a NUL anywhere in the query.
    expect(opening(`/api/orders/${id}/stream?t=a&t=b`)).toBeNull();
    expect(opening(`/api/orders/${id}/stream?t=`)).toBeNull();
    expect(opening(`/api/orders/${id}/stream?t=${'a'.repeat(201)}`)).toBeNull();
    expect(opening(`/api/orders/${id}/stream?t=a%00b`)).toBeNull();
    expect(opening(`/api/orders/${id}/stream?x=%00`)).toBeNull();
  });
});
