import { isMessageKey, LOCALES, rawMessage } from '@asiguro/i18n';
import { VALIDATION_KEYS } from '../validation/validation-keys';
import { ERROR_CATALOGUE, ERROR_CODES, httpStatusOf, isErrorCode, SPEC_ERROR_CODES } from './error-catalogue';

describe('error catalogue', () => {
  it('holds every error key of the specification', () => {
    for (const code of SPEC_ERROR_CODES) expect(ERROR_CODES).toContain(code);
  });

  it('maps the API’s own codes to their statuses', () => {
    expect(httpStatusOf('validation-failed')).toBe(400);
    expect(httpStatusOf('unknown-field')).toBe(400);
    expect(httpStatusOf('payload-too-large')).toBe(413);
    expect(httpStatusOf('unauthorized')).toBe(401);
    expect(httpStatusOf('forbidden')).toBe(403);
    expect(httpStatusOf('rate-limited')).toBe(429);
    expect(httpStatusOf('event-refused')).toBe(409);
    expect(httpStatusOf('stale-order')).toBe(409);
    expect(httpStatusOf('idempotency-conflict')).toBe(409);
    expect(httpStatusOf('payment-mismatch')).toBe(422);
    expect(httpStatusOf('partner-unavailable')).toBe(503);
    expect(httpStatusOf('internal')).toBe(500);
    expect(httpStatusOf('not-found-order')).toBe(404);
  });

  it('says for every code when it is thrown and how to react, with a real HTTP status', () => {
    for (const code of ERROR_CODES) {
      const definition = ERROR_CATALOGUE[code];
      expect(definition.when.length).toBeGreaterThan(10);
      expect(definition.reaction.length).toBeGreaterThan(5);
      expect(definition.status).toBeGreaterThanOrEqual(200);
      expect(definition.status).toBeLessThan(600);
    }
  });

  it('recognises its codes only', () => {
    expect(isErrorCode('no-offers')).toBe(true);
    expect(isErrorCode('companyNotFound')).toBe(true);
    expect(isErrorCode('toString')).toBe(false);
    expect(isErrorCode('nope')).toBe(false);
  });

  it('has a message for every error code in ro, ru and en', () => {
    const missing = ERROR_CODES.flatMap((code) =>
      LOCALES.filter((locale) => rawMessage(locale, 'errors', code) === undefined).map((locale) => `${locale}:${code}`),
    );
    expect(missing).toEqual([]);
  });

  it('has a message for every validation key in ro, ru and en', () => {
    const missing = VALIDATION_KEYS.flatMap((key) =>
      LOCALES.filter((locale) => rawMessage(locale, 'validation', key) === undefined).map(
        (locale) => `${locale}:${key}`,
      ),
    );
    expect(missing).toEqual([]);
    for (const key of VALIDATION_KEYS) expect(isMessageKey(`validation.${key}`)).toBe(true);
  });
});
