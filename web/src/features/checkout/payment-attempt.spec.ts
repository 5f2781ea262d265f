import { lastAttempt, rememberAttempt, wasDeclined } from './payment-attempt';

class MemoryStorage {
  private readonly items = new Map<string, string>();
  getItem(name: string) {
    return this.items.get(name) ?? null;
  }
  setItem(name: string, value: string) {
    this.items.set(name, value);
  }
}

describe(wasDeclined.name, () => {
  it('is a refusal when the unpaid order moved on since the payment started', () => {
    expect(wasDeclined('unpaid', 4, { version: 3, provider: 'card' })).toBe(true);
  });

  it('is no refusal while the outcome is not known yet, once paid, or without a payment', () => {
    expect(wasDeclined('unpaid', 3, { version: 3, provider: 'card' })).toBe(false);
    expect(wasDeclined('paid', 4, { version: 3, provider: 'card' })).toBe(false);
    expect(wasDeclined('unpaid', 4, undefined)).toBe(false);
  });
});

describe(rememberAttempt.name, () => {
  it('keeps the last payment per order', () => {
    const storage = new MemoryStorage() as unknown as Storage;
    rememberAttempt('a', { version: 3, provider: 'card' }, storage);
    rememberAttempt('a', { version: 4, provider: 'online' }, storage);
    expect(lastAttempt('a', storage)).toEqual({ version: 4, provider: 'online' });
    expect(lastAttempt('b', storage)).toBeUndefined();
  });
});
