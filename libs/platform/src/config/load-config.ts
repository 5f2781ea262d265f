import { z } from 'zod';
import { Env, envSchema } from './env.schema';

export class ConfigError extends Error {
  constructor(readonly problems: { variable: string; message: string }[]) {
    super('Invalid configuration:\n' + problems.map((p) => `  ${p.variable}: ${p.message}`).join('\n'));
    this.name = 'ConfigError';
  }
}

/** Parses the environment once; throws ConfigError naming every bad variable. */
export function parseConfig(source: NodeJS.ProcessEnv = process.env): Env {
  // An empty string means "not set", as it does in most shells and compose files.
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ''));
  const result = envSchema.safeParse(present);
  if (result.success) return result.data;
  throw new ConfigError(
    result.error.issues.map((issue: z.core.$ZodIssue) => ({
      variable: String(issue.path[0] ?? '(environment)'),
      message: issue.message,
    })),
  );
}

/**
 * For process entry points: on a bad variable, print what is wrong and exit non-zero
 * before anything starts.
 */
export function loadConfigOrExit(processName: string, source: NodeJS.ProcessEnv = process.env): Env {
  try {
    return parseConfig(source);
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`[${processName}] ${error.message}\n`);
      process.exit(78); // EX_CONFIG
    }
    throw error;
  }
}
