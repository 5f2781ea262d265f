import { isPolicyNumber } from '@asiguro/domain';
import { policyNumber } from './policy-numbers';

describe(policyNumber.name, () => {
  it('numbers insurer policies with the product prefix, six digits and three letters', () => {
    for (let sequence = 0; sequence < 50; sequence++) {
      const rca = policyNumber('policy', 'rca', 2026, sequence);
      expect(rca).toMatch(/^IAI\d{6}[A-Z]{3}$/);
      expect(isPolicyNumber(rca)).toBe(true);
    }
    expect(policyNumber('policy', 'green-card', 2026, 7)).toMatch(/^IAE\d{6}[A-Z]{3}$/);
    expect(policyNumber('policy', 'medical', 2026, 7)).toMatch(/^IAM\d{6}[A-Z]{3}$/);
  });

  it('gives state issuers their own certificate formats, short enough for the policies table', () => {
    const formats: [Parameters<typeof policyNumber>[0], RegExp][] = [
      ['e-rovinieta', /^RO26\d{10}$/],
      ['evinieta-md', /^MD-EV-2026-\d{8}$/],
      ['e-matrica', /^HU-E26-\d{9}$/],
      ['bg-toll', /^BG[0-9A-Z]{10}$/],
      ['sfs-road-tax', /^SFS-TR-2026-\d{8}$/],
    ];
    for (const [numbering, format] of formats) {
      const number = policyNumber(numbering, 'vignette:ro', 2026, 123_456);
      expect(number).toMatch(format);
      expect(number.length).toBeLessThanOrEqual(32);
    }
  });

  it('gives every sequence number its own number, the same one each time, not visibly in order', () => {
    const numbers = Array.from({ length: 20_000 }, (_, sequence) => policyNumber('policy', 'rca', 2026, sequence));
    expect(new Set(numbers).size).toBe(numbers.length);
    expect(policyNumber('policy', 'rca', 2026, 41)).toBe(numbers[41]);
    expect(numbers.slice(0, 3).map((number) => number.slice(3, 9))).not.toEqual(['000000', '000001', '000002']);
    // The smallest format (eight digits) too, across a block boundary far along the sequence.
    const vignettes = Array.from({ length: 5_000 }, (_, i) =>
      policyNumber('evinieta-md', 'vignette:md', 2026, 1e6 + i),
    );
    expect(new Set(vignettes).size).toBe(vignettes.length);
  });
});
