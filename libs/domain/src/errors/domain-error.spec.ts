import { z } from 'zod';
import { idnpSchema } from '../validation/idnx.validator';
import { record } from '../validation/keyed-schemas';
import { DomainError, isDomainError, localizeIssues, toErrorBody, validationFailed } from './domain-error';

describe(DomainError.name, () => {
  it('carries its code, details and the catalogue’s status', () => {
    const error = new DomainError('event-refused', { orderId: 'o-1', accepted: ['CANCEL'] });
    expect(error).toBeInstanceOf(Error);
    expect(isDomainError(error)).toBe(true);
    expect(error.code).toBe('event-refused');
    expect(error.status).toBe(409);
    expect(error.details).toEqual({ orderId: 'o-1', accepted: ['CANCEL'] });
  });

  it('allows only the statuses the catalogue lists for its code', () => {
    expect(new DomainError('partner-unavailable', undefined, { status: 502 }).status).toBe(502);
    expect(() => new DomainError('partner-unavailable', undefined, { status: 500 })).toThrow(RangeError);
    expect(() => new DomainError('no-offers', undefined, { status: 404 })).toThrow(RangeError);
  });

  it('keeps the cause for the logs', () => {
    const cause = new Error('socket hang up');
    expect(new DomainError('partner-unavailable', undefined, { cause }).cause).toBe(cause);
  });
});

describe(toErrorBody.name, () => {
  it('answers a domain error with its localized message', () => {
    expect(toErrorBody(new DomainError('not-found-order'), 'ro')).toEqual({
      code: 'not-found-order',
      status: 404,
      message: 'Comanda nu a fost găsită. Verificați e-mailul de confirmare sau contactați suportul.',
    });
  });

  it('hides anything else behind internal, without its text', () => {
    const body = toErrorBody(new Error('password=hunter2'), 'en');
    expect(body.code).toBe('internal');
    expect(body.status).toBe(500);
    expect(JSON.stringify(body)).not.toContain('hunter2');
  });

  it('lists validation failures per field with localized messages', () => {
    const schema = record({ idnp: idnpSchema, name: z.string() });
    const result = schema.safeParse({ idnp: '123', name: 'x', extra: true });
    const body = toErrorBody(validationFailed(result.error!), 'ru');
    expect(body.status).toBe(400);
    expect(body.details).toEqual({
      issues: [
        { path: 'idnp', key: 'invalid-idnp', message: 'Введённый IDNP недействителен' },
        { path: 'extra', key: 'unknown-field', message: 'Неизвестное поле' },
      ],
    });
  });

  it('localizes keyed issues', () => {
    expect(localizeIssues([{ path: 'birthday', key: 'under-18' }], 'en')).toEqual([
      { path: 'birthday', key: 'under-18', message: 'The contractor must be at least 18 years old' },
    ]);
  });
});
