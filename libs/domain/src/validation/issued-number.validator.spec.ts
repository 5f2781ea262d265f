import { isIssuedNumber, normalizeIssuedNumber } from './issued-number.validator';

describe(isIssuedNumber.name, () => {
  it('takes policy numbers for policies and portal numbers for vignettes and the road tax, whatever the case', () => {
    expect(isIssuedNumber('rca', ' iai123456abc ')).toBe(true);
    expect(isIssuedNumber('rca', 'RO-2026-000123')).toBe(false);
    expect(isIssuedNumber('vignette:ro', 'ro-2026-000123')).toBe(true);
    expect(isIssuedNumber('vignette:ro', 'short')).toBe(false);
    expect(isIssuedNumber('vignette:md', 'MD#1234')).toBe(false);
    expect(isIssuedNumber('road-tax', 'sfs-tr-2026-00012345')).toBe(true);
    expect(isIssuedNumber('rca', 'SFS-TR-2026-00012345')).toBe(false);
    expect(normalizeIssuedNumber(' ro-1 ')).toBe('RO-1');
  });

  it('reads a number typed with spaces or hyphens as the issuer wrote it', () => {
    expect(isIssuedNumber('rca', 'IAI 123456 ABC')).toBe(true);
    expect(normalizeIssuedNumber('iai-123456-abc')).toBe('IAI123456ABC');
    expect(normalizeIssuedNumber('md-ev-2026 12345678')).toBe('MD-EV-202612345678');
    expect(isIssuedNumber('vignette:md', 'MD 1234 56')).toBe(true);
  });
});
