import { z } from 'zod';
import { idnxCheckDigit } from './idnx.validator';
import { list, record } from './keyed-schemas';
import { idnpSchema } from './idnx.validator';
import { duplicateCodeIndexes, uniquePersonalCodes } from './unique-personal-codes.rule';

const idnp = (firstTwelve: string) => firstTwelve + idnxCheckDigit(firstTwelve);

describe('uniquePersonalCodes', () => {
  const persons = list(record({ idnp: idnpSchema, firstName: z.string() }), 1).superRefine(uniquePersonalCodes('idnp'));

  it('finds the later occurrences of a repeated code', () => {
    expect(duplicateCodeIndexes(['a', 'b', 'a', 'c', 'b', 'a'])).toEqual([2, 4, 5]);
    expect(duplicateCodeIndexes(['a', undefined, '', ' a '])).toEqual([3]);
    expect(duplicateCodeIndexes(['a', 'b'])).toEqual([]);
  });

  it('accepts distinct personal codes', () => {
    const result = persons.safeParse([
      { idnp: idnp('200400012345'), firstName: 'Ana' },
      { idnp: idnp('200400012346'), firstName: 'Ion' },
    ]);
    expect(result.success).toBe(true);
  });

  it('flags the repeated code at the second person', () => {
    const code = idnp('200400012345');
    const result = persons.safeParse([
      { idnp: code, firstName: 'Ana' },
      { idnp: code, firstName: 'Ion' },
    ]);
    expect(result.success).toBe(false);
    expect(result.error!.issues).toEqual([
      expect.objectContaining({ message: 'duplicate-personal-code', path: [1, 'idnp'] }),
    ]);
  });
});
