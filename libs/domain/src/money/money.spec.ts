import { convert, money, sameMoney } from './money';

const rates = { MDL: 1, EUR: 19.5, RON: 3.92, USD: 17.8, HUF: 0.0492 };

describe('money', () => {
  it('keeps amounts exact in minor units', () => {
    expect(money(0.1, 'EUR').minor + money(0.2, 'EUR').minor).toBe(money(0.3, 'EUR').minor);
  });

  it('converts as amount × source rate ÷ target rate', () => {
    expect(convert(money(100, 'EUR'), 'MDL', rates)).toEqual(money(1950, 'MDL'));
    expect(convert(money(1950, 'MDL'), 'EUR', rates)).toEqual(money(100, 'EUR'));
    expect(convert(money(10, 'EUR'), 'RON', rates)).toEqual({ minor: 4974, currency: 'RON' });
  });

  it('compares amount and currency together', () => {
    expect(sameMoney(money(10, 'EUR'), money(10, 'EUR'))).toBe(true);
    expect(sameMoney(money(10, 'EUR'), money(10, 'MDL'))).toBe(false);
    expect(sameMoney(money(10, 'EUR'), money(10.01, 'EUR'))).toBe(false);
  });
});
