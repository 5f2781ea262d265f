import { Injectable } from '@nestjs/common';
import { sandboxIssuerQuirksSchema } from '@asiguro/contracts';
import type { z } from 'zod';
import { SandboxReset } from '../common/sandbox-reset';
import { INSURER_PERSONALITIES, type InsurerPersonality } from './insurer-personalities';

/** The quirks the admin API may change at run time (validated by `sandboxIssuerQuirksSchema`). */
export type InsurerQuirks = z.infer<typeof sandboxIssuerQuirksSchema>;
export const INSURER_QUIRKS = Object.keys(sandboxIssuerQuirksSchema.shape) as (keyof InsurerQuirks)[];

/** The quirks of a personality, as the admin API shows them. */
export function quirksOf(personality: InsurerPersonality): InsurerQuirks {
  const { style, rateLimitShare, processingMs, refusesInsuredAbroad, losesAnswers } = personality;
  return { style, rateLimitShare, processingMs, refusesInsuredAbroad, losesAnswers };
}

/**
 * Each issuer's personality as it is now: its nature (insurer-personalities.ts) with the quirks
 * tests or the console changed through `PUT /admin/issuers/:slug`. Authentication, layout and
 * numbering stay fixed: the adapters are built for them. `POST /admin/reset` restores the nature.
 */
@Injectable()
export class InsurerPersonalityStore {
  private readonly changed = new Map<string, Partial<InsurerQuirks>>();

  constructor(resets: SandboxReset) {
    resets.register('insurer-personalities', () => this.changed.clear());
  }

  get(slug: string): InsurerPersonality | undefined {
    const nature = INSURER_PERSONALITIES.get(slug);
    return nature && { ...nature, ...this.changed.get(slug) };
  }

  /** Changes some quirks of a known issuer; the patch is validated by the caller. */
  update(slug: string, patch: Partial<InsurerQuirks>): InsurerPersonality {
    if (!INSURER_PERSONALITIES.has(slug)) throw new Error(`unknown sandbox issuer ${slug}`);
    this.changed.set(slug, { ...this.changed.get(slug), ...patch });
    return this.get(slug)!;
  }
}
