import { ApiError } from '../../api/http';
import { manualErrorText } from './manual-errors';

describe(manualErrorText.name, () => {
  it('names the operator who holds the order', () => {
    const error = new ApiError('idempotency-conflict', 409, 'An identical request is already running', {
      claimedBy: '5b0c3c7e-0000-4000-8000-000000000001',
      claimedByName: 'victor.supervizor@asiguro.md',
    });
    expect(manualErrorText(error)).toBe(
      'victor.supervizor@asiguro.md is working on this order (claimed in the last 10 minutes). Pick another one.',
    );
  });

  it('falls back to the id, and to the API’s message for other refusals', () => {
    expect(manualErrorText(new ApiError('idempotency-conflict', 409, 'x', { claimedBy: 'staff-2' }))).toMatch(
      /^staff-2 is working on this order/,
    );
    expect(manualErrorText(new ApiError('event-refused', 409, 'The order does not accept this.'))).toBe(
      'The order does not accept this.',
    );
  });
});
