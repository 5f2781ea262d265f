import { isStatusStreamRequest } from './status-stream-route';

describe(isStatusStreamRequest.name, () => {
  it('knows the status stream of any order, and nothing else', () => {
    expect(
      isStatusStreamRequest({ method: 'GET', path: '/api/orders/0b6f1c1e-5d7a-4c1b-9a43-1d2f3e4a5b6c/stream' }),
    ).toBe(true);
    expect(isStatusStreamRequest({ method: 'GET', path: '/api/orders/0b6f1c1e/status' })).toBe(false);
    expect(isStatusStreamRequest({ method: 'POST', path: '/api/orders/0b6f1c1e/stream' })).toBe(false);
    expect(isStatusStreamRequest({ method: 'GET', path: '/api/orders/a/b/stream' })).toBe(false);
    expect(isStatusStreamRequest({ method: 'GET', path: '/orders/0b6f1c1e/stream' })).toBe(false);
  });
});
