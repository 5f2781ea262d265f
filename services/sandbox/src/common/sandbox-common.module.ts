import { Global, Module } from '@nestjs/common';
import { PartnerBehaviourStore } from './partner-behaviour';
import { SandboxReset } from './sandbox-reset';
import { DEFAULT_SANDBOX_SEED } from './seeded-random';

/**
 * Shared sandbox services, global so every feature module can inject them: one behaviour
 * store for every simulated partner and one reset registry.
 */
@Global()
@Module({
  providers: [
    SandboxReset,
    { provide: PartnerBehaviourStore, useFactory: () => new PartnerBehaviourStore(DEFAULT_SANDBOX_SEED) },
  ],
  exports: [SandboxReset, PartnerBehaviourStore],
})
export class SandboxCommonModule {}
