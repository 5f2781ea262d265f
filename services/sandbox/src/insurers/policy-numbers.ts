import { NUMBER_PREFIX, type ProductType } from '@asiguro/domain';
import type { SeededRandom } from '../common/seeded-random';
import type { InsurerPersonality } from './insurer-personalities';

const LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const ALPHANUMERIC = '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ';

function digits(random: SeededRandom, count: number): string {
  return Array.from({ length: count }, () => random.int(0, 9)).join('');
}

function letters(random: SeededRandom, count: number, alphabet = LETTERS): string {
  return Array.from({ length: count }, () => alphabet[random.int(0, alphabet.length - 1)]).join('');
}

/**
 * A number in the issuer's format: insurers use the product prefix, six digits and three letters
 * (IAI123456ABC); the state systems use their own plausible formats (ASSUMPTION).
 */
export function drawPolicyNumber(
  numbering: InsurerPersonality['numbering'],
  product: ProductType,
  year: number,
  random: SeededRandom,
): string {
  const yy = String(year % 100).padStart(2, '0');
  switch (numbering) {
    case 'policy':
      return `${NUMBER_PREFIX[product]}${digits(random, 6)}${letters(random, 3)}`;
    case 'e-rovinieta':
      return `RO${yy}${digits(random, 10)}`;
    case 'evinieta-md':
      return `MD-EV-${year}-${digits(random, 8)}`;
    case 'e-matrica':
      return `HU-E${yy}-${digits(random, 9)}`;
    case 'bg-toll':
      return `BG${letters(random, 10, ALPHANUMERIC)}`;
    case 'sfs-road-tax':
      return `SFS-TR-${year}-${digits(random, 8)}`;
  }
}

/** Draws until the number is not in `taken` (the sandbox never issues a number twice). */
export function uniquePolicyNumber(draw: () => string, taken: ReadonlySet<string>): string {
  for (;;) {
    const candidate = draw();
    if (!taken.has(candidate)) return candidate;
  }
}
