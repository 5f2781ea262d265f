import { CSRF_ERROR_CODES } from '@asiguro/domain';
import { CSRF_REFUSALS, readCookie } from './http';

describe(readCookie.name, () => {
  it('finds the CSRF token among other cookies', () => {
    expect(readCookie('a=1; asg_csrf=tok_en-123; b=2', 'asg_csrf')).toBe('tok_en-123');
  });

  it('is undefined when the cookie is missing', () => {
    expect(readCookie('asg_csrf_old=1', 'asg_csrf')).toBeUndefined();
    expect(readCookie('', 'asg_csrf')).toBeUndefined();
  });
});

describe('CSRF refusals', () => {
  it('are the error catalogue’s, so the storefront refreshes its token on each', () => {
    expect([...CSRF_REFUSALS].sort()).toEqual([...CSRF_ERROR_CODES].sort());
  });
});
