import { decimalToMinor, minorToDecimal } from './payment-amounts';

describe(minorToDecimal.name, () => {
  it('writes minor units as a two-decimal major amount', () => {
    expect(minorToDecimal(125000)).toBe('1250.00');
    expect(minorToDecimal(5)).toBe('0.05');
    expect(minorToDecimal(-1234)).toBe('-12.34');
  });
});

describe(decimalToMinor.name, () => {
  it('reads numbers and decimal strings exactly, including a comma', () => {
    expect(decimalToMinor(12.34)).toBe(1234);
    expect(decimalToMinor(0.1 + 0.2)).toBe(30);
    expect(decimalToMinor('1250')).toBe(125000);
    expect(decimalToMinor('19,5')).toBe(1950);
  });

  it('gives NaN for what is not an amount', () => {
    expect(decimalToMinor('12.345')).toBeNaN();
    expect(decimalToMinor('abc')).toBeNaN();
  });
});
