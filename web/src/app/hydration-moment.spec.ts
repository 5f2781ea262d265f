import { hydrationMoment } from './hydration-moment';

describe(hydrationMoment.name, () => {
  it('hydrates the public pages at the visitor’s first intent', () => {
    for (const path of ['/', '/rca', '/en/travel', '/ru/blog', '/contact', '/check/IAI123456ABC', '/no-such-page']) {
      expect({ path, moment: hydrationMoment(path, {}) }).toEqual({ path, moment: 'interaction' });
    }
    expect(hydrationMoment('/rca', { step: 'vehicle', destination: 'europe' })).toBe('interaction');
  });

  it('hydrates at once the pages that show the visitor’s own data', () => {
    for (const path of ['/order', '/en/my-account', '/ru/auth', '/payment-complete']) {
      expect({ path, moment: hydrationMoment(path, {}) }).toEqual({ path, moment: 'load' });
    }
    expect(hydrationMoment('/rca', { order: '8d6f…' })).toBe('load');
    expect(hydrationMoment('/en/mtpl', { from: 'an-order', t: 'its-token' })).toBe('load');
  });
});
