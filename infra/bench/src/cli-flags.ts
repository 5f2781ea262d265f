import { z } from 'zod';

/**
 * Reads `--name value`, `--name=value` and bare `--flag` (true) into an object keyed in
 * camelCase, then validates it with `schema`, so every flag has one typed default. Unknown flags
 * are refused (a typo must not silently run the default).
 */
export function parseFlags<S extends z.ZodObject>(argv: readonly string[], schema: S): z.infer<S> {
  const raw: Record<string, string | boolean> = {};
  for (let index = 0; index < argv.length; index++) {
    const arg = argv[index];
    if (!arg.startsWith('--')) throw new Error(`unexpected argument ${arg} (flags look like --orders 100)`);
    const [name, inline] = arg.slice(2).split(/=(.*)/s, 2);
    const key = name.replace(/-([a-z])/g, (_match, letter: string) => letter.toUpperCase());
    if (inline !== undefined) raw[key] = inline;
    else if (index + 1 < argv.length && !argv[index + 1].startsWith('--')) raw[key] = argv[++index];
    else raw[key] = true;
  }
  const parsed = schema.strict().safeParse(raw);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) =>
      issue.code === 'unrecognized_keys'
        ? `unknown flag(s): ${issue.keys.map((key) => `--${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`).join(', ')}`
        : `--${String(issue.path[0] ?? '').replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}: ${issue.message}`,
    );
    throw new Error(problems.join('; '));
  }
  return parsed.data as z.infer<S>;
}

/** A positive whole number flag with a default. */
export const count = (fallback: number, max = 1_000_000) => z.coerce.number().int().min(1).max(max).default(fallback);

/** A bare boolean flag (`--skip-floor`), also accepting `--skip-floor=false`. */
export const flag = () =>
  z
    .union([z.boolean(), z.enum(['true', 'false'])])
    .default(false)
    .transform((value) => value === true || value === 'true');
