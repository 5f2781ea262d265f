import { createHash } from 'node:crypto';

/** 32-bit seed of a name, so every stream of randomness has its own reproducible sequence. */
export function seedOf(...parts: (string | number)[]): number {
  return createHash('sha256').update(parts.join('|')).digest().readUInt32BE(0);
}

/**
 * A small deterministic generator (mulberry32): the same seed gives the same sequence, so a test
 * that sets failureRate 0.3 after `POST /admin/reset` sees the same 503s every run.
 */
export class SeededRandom {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A number in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** True with probability `share` (0 never, 1 always). */
  chance(share: number): boolean {
    return share > 0 && this.next() < share;
  }

  pick<T>(items: readonly T[]): T {
    return items[this.int(0, items.length - 1)];
  }
}

/** The sandbox's seed unless `POST /admin/reset` is given another one. */
export const DEFAULT_SANDBOX_SEED = 20251122;
