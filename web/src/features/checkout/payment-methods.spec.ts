import { paymentMethods } from './payment-methods';

describe(paymentMethods.name, () => {
  it('offers what the seller takes, in our order, card first', () => {
    expect(paymentMethods(null, ['mobile', 'card', 'online', 'wire-transfer'], false)).toEqual([
      'card',
      'online',
      'mobile',
    ]);
    expect(paymentMethods('auto-centru', ['card', 'wire-transfer'], false)).toEqual(['card']);
  });

  it('offers the bank transfer to companies only', () => {
    expect(paymentMethods('auto-centru', ['card', 'wire-transfer'], true)).toEqual(['card', 'wire-transfer']);
  });

  it('ignores methods it does not know', () => {
    expect(paymentMethods(null, ['card', 'cash', 42], false)).toEqual(['card']);
  });

  it('falls back on the seller catalogue when the feature could not be read', () => {
    expect(paymentMethods('auto-centru', undefined, false)).toEqual(['card']);
    expect(paymentMethods('banca-ipotecara', false, true)).toEqual(['card', 'online', 'wire-transfer']);
    expect(paymentMethods(null, undefined, false)).toEqual(['card', 'online', 'mobile']);
  });
});
