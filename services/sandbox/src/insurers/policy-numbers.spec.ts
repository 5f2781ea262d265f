import { isPolicyNumber } from '@asiguro/domain';
import { SeededRandom } from '../common/seeded-random';
import { drawPolicyNumber, uniquePolicyNumber } from './policy-numbers';

describe(drawPolicyNumber.name, () => {
  it('numbers insurer policies with the product prefix, six digits and three letters', () => {
    const random = new SeededRandom(1);
    for (let i = 0; i < 50; i++) {
      const rca = drawPolicyNumber('policy', 'rca', 2026, random);
      expect(rca).toMatch(/^IAI\d{6}[A-Z]{3}$/);
      expect(isPolicyNumber(rca)).toBe(true);
    }
    expect(drawPolicyNumber('policy', 'green-card', 2026, random)).toMatch(/^IAE/);
    expect(drawPolicyNumber('policy', 'medical', 2026, random)).toMatch(/^IAM/);
  });

  it('gives state issuers their own certificate formats, short enough for the policies table', () => {
    const random = new SeededRandom(2);
    const formats: [Parameters<typeof drawPolicyNumber>[0], RegExp][] = [
      ['e-rovinieta', /^RO26\d{10}$/],
      ['evinieta-md', /^MD-EV-2026-\d{8}$/],
      ['e-matrica', /^HU-E26-\d{9}$/],
      ['bg-toll', /^BG[0-9A-Z]{10}$/],
      ['sfs-road-tax', /^SFS-TR-2026-\d{8}$/],
    ];
    for (const [numbering, format] of formats) {
      const number = drawPolicyNumber(numbering, 'vignette:ro', 2026, random);
      expect(number).toMatch(format);
      expect(number.length).toBeLessThanOrEqual(32);
    }
  });
});

describe(uniquePolicyNumber.name, () => {
  it('draws again until the number is free', () => {
    const draws = ['IAI000001AAA', 'IAI000001AAA', 'IAI000002BBB'];
    const number = uniquePolicyNumber(() => draws.shift()!, new Set(['IAI000001AAA']));
    expect(number).toBe('IAI000002BBB');
  });
});
