import type { ReferralPage } from '@asiguro/contracts';
import { chosenPath, MAX_DAYS, pagesIn, parseDays } from './referral-form';

const PAGES: ReferralPage[] = [
  { path: '/', locale: 'ro', product: null },
  { path: '/rca', locale: 'ro', product: 'rca' },
  { path: '/en', locale: 'en', product: null },
  { path: '/en/mtpl', locale: 'en', product: 'rca' },
];

describe('referral form', () => {
  it('offers the pages of the chosen language and finds the chosen page’s path in it', () => {
    expect(pagesIn(PAGES, 'en').map((page) => page.path)).toEqual(['/en', '/en/mtpl']);
    expect(chosenPath(PAGES, 'en', 'rca')).toBe('/en/mtpl');
    expect(chosenPath(PAGES, 'ro', 'home')).toBe('/');
    expect(chosenPath(PAGES, 'ru', 'rca')).toBeUndefined();
    expect(chosenPath(PAGES, 'en', 'casco')).toBeUndefined();
  });

  it('takes whole days from 1 to the contract’s maximum of 30', () => {
    expect(MAX_DAYS).toBe(30);
    expect(parseDays('7')).toBe(7);
    expect(parseDays(' 30 ')).toBe(30);
    for (const typed of ['0', '31', '1.5', '', 'seven', '-3']) expect(parseDays(typed)).toBeUndefined();
  });
});
