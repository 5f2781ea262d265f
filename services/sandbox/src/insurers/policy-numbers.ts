import { NUMBER_PREFIX, type ProductType } from '@asiguro/domain';
import type { InsurerPersonality } from './insurer-personalities';

const LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const ALPHANUMERIC = '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ';

type Numbering = InsurerPersonality['numbering'];

/** The variable part of each format: its digits, or its symbols from an alphabet. */
interface Layout {
  digits: number;
  letters?: { count: number; alphabet: string };
}

const LAYOUTS: Record<Numbering, Layout> = {
  policy: { digits: 6, letters: { count: 3, alphabet: LETTERS } },
  'e-rovinieta': { digits: 10 },
  'evinieta-md': { digits: 8 },
  'e-matrica': { digits: 9 },
  'bg-toll': { digits: 0, letters: { count: 10, alphabet: ALPHANUMERIC } },
  'sfs-road-tax': { digits: 8 },
};

function capacity({ digits, letters }: Layout): bigint {
  return 10n ** BigInt(digits) * BigInt(letters?.alphabet.length ?? 1) ** BigInt(letters?.count ?? 0);
}

// A prime, so coprime with every capacity (products of 2, 3, 5 and 17): multiplying by it
// permutes 0…capacity-1, so consecutive sequence numbers give unrelated-looking numbers.
const SPREAD = 2_654_435_761n;
const OFFSET = 7_919n;

/** Writes `value` in `alphabet` with exactly `count` symbols. */
function symbols(value: bigint, count: number, alphabet: string): string {
  let rest = value;
  let text = '';
  for (let i = 0; i < count; i++) {
    const base = BigInt(alphabet.length);
    text = alphabet[Number(rest % base)] + text;
    rest /= base;
  }
  return text;
}

/** The variable part of the `sequence`-th number of a format: one-to-one until the format is exhausted. */
function serial(numbering: Numbering, sequence: number): { digits: string; letters: string } {
  const layout = LAYOUTS[numbering];
  const size = capacity(layout);
  const value = (BigInt(sequence) * SPREAD + OFFSET) % size;
  const digitSpace = 10n ** BigInt(layout.digits);
  return {
    digits: symbols(value % digitSpace, layout.digits, '0123456789'),
    letters: layout.letters ? symbols(value / digitSpace, layout.letters.count, layout.letters.alphabet) : '',
  };
}

/**
 * The `sequence`-th number in the issuer's format: insurers use the product prefix, six digits
 * and three letters (IAI123456ABC); the state systems use their own plausible formats
 * (ASSUMPTION). Distinct sequence numbers give distinct numbers (a permutation of the format's
 * space), so a sequence that never repeats (PolicySequence) never repeats a number.
 */
export function policyNumber(numbering: Numbering, product: ProductType, year: number, sequence: number): string {
  const yy = String(year % 100).padStart(2, '0');
  const { digits, letters } = serial(numbering, sequence);
  switch (numbering) {
    case 'policy':
      return `${NUMBER_PREFIX[product]}${digits}${letters}`;
    case 'e-rovinieta':
      return `RO${yy}${digits}`;
    case 'evinieta-md':
      return `MD-EV-${year}-${digits}`;
    case 'e-matrica':
      return `HU-E${yy}-${digits}`;
    case 'bg-toll':
      return `BG${letters}`;
    case 'sfs-road-tax':
      return `SFS-TR-${year}-${digits}`;
  }
}
