import { shouldRetry } from '../app/query-client';
import { ApiError, fieldError, isAuthError } from './http';

describe(isAuthError.name, () => {
  it('is true for 401 and 403 answers only, CSRF refusals excepted', () => {
    expect(isAuthError(new ApiError('unauthorized', 401, 'Sign in'))).toBe(true);
    expect(isAuthError(new ApiError('forbidden', 403, 'Staff only'))).toBe(true);
    expect(isAuthError(new ApiError('not-found', 404, 'No'))).toBe(false);
    // A stale CSRF token is refreshed and the change resent, not a sign-in problem.
    expect(isAuthError(new ApiError('csrf-token-invalid', 403, 'Stale token'))).toBe(false);
    expect(isAuthError(new ApiError('csrf-token-missing', 403, 'No token'))).toBe(false);
    expect(isAuthError(new Error('boom'))).toBe(false);
  });
});

describe(shouldRetry.name, () => {
  it('does not ask again after a client error, and retries outages twice', () => {
    expect(shouldRetry(0, new ApiError('event-refused', 409, 'Refused'))).toBe(false);
    expect(shouldRetry(0, new ApiError('internal', 500, 'Down'))).toBe(true);
    expect(shouldRetry(1, new ApiError('network', 0, 'Unreachable'))).toBe(true);
    expect(shouldRetry(2, new ApiError('network', 0, 'Unreachable'))).toBe(false);
  });
});

describe(fieldError.name, () => {
  const refused = new ApiError('validation-failed', 400, 'Check the fields', {
    issues: [
      { path: 'billNumber', key: 'invalid-bill-number', message: 'The check or transaction number is not valid' },
    ],
  });

  it('finds the message of the field the API refused', () => {
    expect(fieldError(refused, 'billNumber')).toBe('The check or transaction number is not valid');
  });

  it('is undefined for another field, another error or a malformed answer', () => {
    expect(fieldError(refused, 'reason')).toBeUndefined();
    expect(fieldError(new ApiError('event-refused', 409, 'Refused'), 'billNumber')).toBeUndefined();
    expect(fieldError(new ApiError('validation-failed', 400, 'Bad', { issues: 'x' }), 'billNumber')).toBeUndefined();
    expect(fieldError(new Error('boom'), 'billNumber')).toBeUndefined();
  });
});
