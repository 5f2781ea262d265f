import { Global, Module } from '@nestjs/common';
import { PartnerBehaviourStore } from './partner-behaviour';
import { PartnerRoutes } from './partner-routes';
import { SandboxReset } from './sandbox-reset';
import { DEFAULT_SANDBOX_SEED } from './seeded-random';

/**
 * Shared sandbox services, global so every feature module can inject them: one behaviour
 * store for every simulated partner, one reset registry and the routes served ahead of Express.
 */
@Global()
@Module({
  providers: [
    SandboxReset,
    PartnerRoutes,
    { provide: PartnerBehaviourStore, useFactory: () => new PartnerBehaviourStore(DEFAULT_SANDBOX_SEED) },
  ],
  exports: [SandboxReset, PartnerBehaviourStore, PartnerRoutes],
})
export class SandboxCommonModule {}
