import { z } from 'zod';
import { SeededRandom, seedOf } from './seeded-random';

/**
 * How a sandbox partner behaves at run time (changed through the admin API):
 * - `up`: answers after `latencyMs`, with a share `failureRate` of 503s;
 * - `down`: 503 at once;
 * - `slow`: holds the request far longer than any sane client timeout;
 * - `malformed`: answers 200 with broken JSON after `latencyMs`.
 */
export const PARTNER_MODES = ['up', 'down', 'slow', 'malformed'] as const;
export type PartnerMode = (typeof PARTNER_MODES)[number];

export const partnerBehaviourSchema = z.object({
  latencyMs: z.number().int().min(0).max(60_000),
  failureRate: z.number().min(0).max(1),
  mode: z.enum(PARTNER_MODES),
});
export type PartnerBehaviour = z.infer<typeof partnerBehaviourSchema>;

/** What may be changed in one PUT: any subset of the fields. */
export const partnerBehaviourPatchSchema = partnerBehaviourSchema.partial().strict();
export type PartnerBehaviourPatch = z.infer<typeof partnerBehaviourPatchSchema>;

/** What the sandbox does with one request. */
export type BehaviourDecision =
  | { kind: 'serve'; delayMs: number }
  | { kind: 'unavailable'; delayMs: number }
  | { kind: 'hang' }
  | { kind: 'malformed'; delayMs: number };

/**
 * Run-time behaviour of each registered partner. Each partner draws its failures from its own
 * seeded stream, so one partner's traffic never changes another's sequence.
 */
export class PartnerBehaviourStore {
  private readonly defaults = new Map<string, PartnerBehaviour>();
  private readonly current = new Map<string, PartnerBehaviour>();
  private readonly randoms = new Map<string, SeededRandom>();
  private seed: number;

  constructor(seed: number) {
    this.seed = seed;
  }

  /** Declares a partner with its normal behaviour. */
  register(id: string, defaults: PartnerBehaviour): void {
    this.defaults.set(id, defaults);
    this.current.set(id, defaults);
  }

  has(id: string): boolean {
    return this.current.has(id);
  }

  ids(): string[] {
    return [...this.current.keys()];
  }

  get(id: string): PartnerBehaviour {
    const behaviour = this.current.get(id);
    if (!behaviour) throw new Error(`unknown sandbox partner ${id}`);
    return behaviour;
  }

  update(id: string, patch: PartnerBehaviourPatch): PartnerBehaviour {
    const next = partnerBehaviourSchema.parse({ ...this.get(id), ...patch });
    this.current.set(id, next);
    return next;
  }

  /** Back to the registered defaults, with every random stream restarted from `seed`. */
  reset(seed: number): void {
    this.seed = seed;
    this.randoms.clear();
    for (const [id, defaults] of this.defaults) this.current.set(id, defaults);
  }

  /** Decides the fate of one request to partner `id`. */
  decide(id: string): BehaviourDecision {
    const { latencyMs, failureRate, mode } = this.get(id);
    switch (mode) {
      case 'down':
        return { kind: 'unavailable', delayMs: 0 };
      case 'slow':
        return { kind: 'hang' };
      case 'malformed':
        return { kind: 'malformed', delayMs: latencyMs };
      case 'up':
        return this.random(id).chance(failureRate)
          ? { kind: 'unavailable', delayMs: latencyMs }
          : { kind: 'serve', delayMs: latencyMs };
    }
  }

  private random(id: string): SeededRandom {
    let random = this.randoms.get(id);
    if (!random) {
      random = new SeededRandom(seedOf(this.seed, 'behaviour', id));
      this.randoms.set(id, random);
    }
    return random;
  }
}
