import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { cnpSchema, compactCnp, isCnp } from './cnp.validator';
import {
  compactIdnx,
  hasValidIdnxChecksum,
  idnoSchema,
  idnpSchema,
  idnvSchema,
  idnxKind,
  idnxSchema,
  type IdnxKind,
} from './idnx.validator';

/*
 * The project's identifier validators against python-stdnum (stdnum.md.idno, stdnum.ro.cnp), an
 * implementation nobody here wrote. stdnum/cases.json holds its verdict on each input; it is
 * regenerated with stdnum/generate-cases.py where python3-stdnum is installed (see the script).
 */

const row = z.object({
  input: z.string(),
  compact: z.string(),
  /** stdnum's exception name, null when it accepts the number. */
  error: z.enum(['InvalidChecksum', 'InvalidComponent', 'InvalidFormat', 'InvalidLength']).nullable(),
  /** For a CNP of a resident or foreigner (7–9): whether it passes when born in the 2000s. */
  if2000s: z.boolean().optional(),
});
const table = z
  .object({ stdnum: z.string(), idnx: z.array(row).min(500), cnp: z.array(row).min(800) })
  .parse(JSON.parse(readFileSync(join(__dirname, 'stdnum', 'cases.json'), 'utf8')));

/** The holder a valid number's first digits name (domain.md §6.1; stdnum checks the digits only). */
function kindByPrefix(number: string): IdnxKind | null {
  if (number.startsWith('2') || number.startsWith('09')) return 'idnp';
  if (number.startsWith('1')) return 'idno';
  if (number.startsWith('3')) return 'idnv';
  return null;
}

describe(`IDNP / IDNO / IDNV against python-stdnum ${table.stdnum} (stdnum.md.idno)`, () => {
  it('has cases of every verdict', () => {
    const verdicts = new Set(table.idnx.map((item) => item.error));
    expect([...verdicts].sort()).toEqual([null, 'InvalidChecksum', 'InvalidFormat', 'InvalidLength'].sort());
  });

  it.each(table.idnx.map((item) => [item.input, item]))('%j', (_input, item) => {
    const valid = item.error === null;
    const kind = valid ? kindByPrefix(item.compact) : null;
    expect({ compact: compactIdnx(item.input), checksum: hasValidIdnxChecksum(item.input) }).toEqual({
      compact: item.compact,
      checksum: valid,
    });
    expect(idnxKind(item.input)).toBe(kind);
    const schemas = { idnp: idnpSchema, idno: idnoSchema, idnv: idnvSchema };
    for (const [name, schema] of Object.entries(schemas)) {
      const parsed = schema.safeParse(item.input);
      expect({ name, accepted: parsed.success }).toEqual({ name, accepted: kind === name });
      if (parsed.success) expect(parsed.data).toBe(item.compact);
    }
    expect(idnxSchema.safeParse(item.input).success).toBe(kind === 'idnp' || kind === 'idno');
  });
});

/**
 * County codes the project accepts (stdnum 1.18 does not check the county): 01–40 the counties
 * and Bucharest, 41–46 Bucharest's sectors, 47–48 its former sectors 7 and 8, 51–52 Călărași and
 * Giurgiu, 70 the foreign residents' registry (ro.wikipedia.org "Cod numeric personal").
 */
const COUNTIES = new Set([...Array.from({ length: 48 }, (_, i) => String(i + 1).padStart(2, '0')), '51', '52', '70']);

describe(`Romanian CNP against python-stdnum ${table.stdnum} (stdnum.ro.cnp)`, () => {
  it('has cases of every verdict, and of counties 47 and 48', () => {
    const verdicts = new Set(table.cnp.map((item) => item.error));
    expect(verdicts.size).toBe(5);
    for (const county of ['47', '48']) {
      expect(table.cnp.some((item) => item.error === null && item.compact.slice(7, 9) === county)).toBe(true);
    }
  });

  /*
   * Where the project is stricter or looser than stdnum, on purpose:
   * - an unknown county (00, 49, 50, 53–69, 71–99) is refused;
   * - a resident or foreigner (first digit 7–9) names no century: stdnum tries 1900 only, the
   *   project 1900 and 2000, so 29 February 2000 (or a number whose check digit fits either) passes.
   */
  it.each(table.cnp.map((item) => [item.input, item]))('%j', (_input, item) => {
    const acceptedByStdnum = item.error === null || item.if2000s === true;
    const expected = acceptedByStdnum && COUNTIES.has(item.compact.slice(7, 9));
    expect(compactCnp(item.input)).toBe(item.compact);
    expect(isCnp(item.input)).toBe(expected);
    const parsed = cnpSchema.safeParse(item.input);
    expect(parsed.success).toBe(expected);
    if (parsed.success) expect(parsed.data).toBe(item.compact);
  });
});
