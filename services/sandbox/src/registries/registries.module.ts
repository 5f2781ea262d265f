import { Module } from '@nestjs/common';
import { REGISTRIES_BEHAVIOUR_ID } from '../admin/admin.controller';
import { PartnerBehaviourStore } from '../common/partner-behaviour';
import { SandboxCommonModule } from '../common/sandbox-common.module';
import { RegistryRoutes } from './registry-routes';

/**
 * The sandbox's state registries (RCA Data, companies, cadastre), with run-time behaviour like any
 * partner. Their lookups are served ahead of Express by PartnerRoutes (main.ts), not by a controller.
 */
@Module({
  imports: [SandboxCommonModule],
  providers: [RegistryRoutes],
})
export class RegistriesModule {
  constructor(behaviours: PartnerBehaviourStore) {
    behaviours.register(REGISTRIES_BEHAVIOUR_ID, { latencyMs: 40, failureRate: 0, mode: 'up' });
  }
}
