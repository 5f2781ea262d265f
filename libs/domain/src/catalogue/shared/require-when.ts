import type { z } from 'zod';
import type { ValidationKey } from '../../validation/validation-keys';

/** Adds `key` at `path` (relative to the refined value) when `failed` holds. */
export function issueWhen(ctx: z.core.$RefinementCtx, failed: boolean, path: PropertyKey[], key: ValidationKey): void {
  if (failed) ctx.addIssue({ code: 'custom', message: key, path });
}

/**
 * A field that the details schema declares optional because only some answers need it: adds
 * `required` at `path` when `needed` and the value is absent.
 */
export function requireWhen(ctx: z.core.$RefinementCtx, needed: boolean, value: unknown, path: PropertyKey[]): void {
  issueWhen(ctx, needed && (value === undefined || value === ''), path, 'required');
}
