import { Module } from '@nestjs/common';
import { AdminController } from '../admin/admin.controller';
import { PartnerBehaviourStore } from '../common/partner-behaviour';
import { SandboxCommonModule } from '../common/sandbox-common.module';
import { InsurerAccessService } from './insurer-access.service';
import { InsurerDesk } from './insurer-desk';
import { InsurerIssuanceService } from './insurer-issuance.service';
import { INSURER_PERSONALITIES } from './insurer-personalities';
import { InsurerPersonalityStore } from './insurer-personality.store';
import { InsurerRoutes } from './insurer-routes';

/**
 * The sandbox's insurers and state issuers, plus the sandbox control API (admin), whose
 * behaviour store covers every simulated partner. The insurers' own API is served ahead of
 * Express by InsurerRoutes (installed in main.ts), not by a Nest controller.
 */
@Module({
  imports: [SandboxCommonModule],
  controllers: [AdminController],
  providers: [InsurerAccessService, InsurerIssuanceService, InsurerPersonalityStore, InsurerDesk, InsurerRoutes],
})
export class InsurersModule {
  constructor(behaviours: PartnerBehaviourStore) {
    for (const personality of INSURER_PERSONALITIES.values()) {
      behaviours.register(personality.slug, { latencyMs: personality.latencyMs, failureRate: 0, mode: 'up' });
    }
  }
}
