import { dateMask } from './input-masks';

describe(dateMask.name, () => {
  it('types the dots of dd.mm.yyyy', () => {
    expect(dateMask('1', '')).toBe('1');
    expect(dateMask('12', '1')).toBe('12.');
    expect(dateMask('12.0', '12.')).toBe('12.0');
    expect(dateMask('12.03', '12.0')).toBe('12.03.');
    expect(dateMask('12.03.2026', '12.03.202')).toBe('12.03.2026');
  });

  it('accepts a pasted date without dots and ignores letters', () => {
    expect(dateMask('12032026', '')).toBe('12.03.2026');
    expect(dateMask('12a0', '12.')).toBe('12.0');
  });

  it('leaves deleting alone', () => {
    expect(dateMask('12.0', '12.03')).toBe('12.0');
    expect(dateMask('12', '12.')).toBe('12');
  });
});
