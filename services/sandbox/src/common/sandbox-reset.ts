import { Injectable } from '@nestjs/common';
import { DEFAULT_SANDBOX_SEED } from './seeded-random';

/**
 * `POST /admin/reset` puts every part of the sandbox back to its start: each feature registers
 * a hook that clears its in-memory state and restarts its random streams from the seed.
 */
@Injectable()
export class SandboxReset {
  private readonly hooks = new Map<string, (seed: number) => void>();
  private seedValue = DEFAULT_SANDBOX_SEED;

  get seed(): number {
    return this.seedValue;
  }

  /** Registers (or replaces) the reset hook of a feature. */
  register(feature: string, hook: (seed: number) => void): void {
    this.hooks.set(feature, hook);
  }

  /** Runs every hook with `seed`; returns the features reset. */
  resetAll(seed = DEFAULT_SANDBOX_SEED): string[] {
    this.seedValue = seed;
    for (const hook of this.hooks.values()) hook(seed);
    return [...this.hooks.keys()];
  }
}
