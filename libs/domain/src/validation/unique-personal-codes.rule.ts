import type { z } from 'zod';

/**
 * Personal codes must not repeat among an order's persons (spec §5). Returns the indexes of the
 * persons whose code already appeared earlier in the list; empty codes are ignored.
 */
export function duplicateCodeIndexes(codes: readonly (string | undefined)[]): number[] {
  const seen = new Set<string>();
  const duplicates: number[] = [];
  codes.forEach((code, index) => {
    const normalized = code?.trim();
    if (!normalized) return;
    if (seen.has(normalized)) duplicates.push(index);
    seen.add(normalized);
  });
  return duplicates;
}

/**
 * A superRefine for a list of persons: flags `duplicate-personal-code` at `<index>.<field>` of
 * each repeated code. Use as `list(person).superRefine(uniquePersonalCodes('idnp'))`.
 */
export function uniquePersonalCodes<K extends string>(field: K) {
  return <T extends Partial<Record<K, string>>>(persons: T[], ctx: z.core.$RefinementCtx<T[]>) => {
    for (const index of duplicateCodeIndexes(persons.map((person) => person[field]))) {
      ctx.addIssue({ code: 'custom', message: 'duplicate-personal-code', path: [index, field] });
    }
  };
}
