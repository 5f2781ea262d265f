import { Inject, Module, OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { Express } from 'express';
import { APP_CONFIG, type Env } from '@asiguro/platform';
import { createIdentityProvider, identityMountPath, interactionRoutes } from './identity-provider';
import { IDENTITY_PROVIDERS } from './test-users';

/**
 * The identity providers: a Google-like and an Apple-like OpenID Connect provider (oidc-provider)
 * with test users, under /oidc/google and /oidc/apple. oidc-provider is a Koa application of its
 * own, so it is mounted on the underlying Express server rather than written as Nest controllers.
 */
@Module({})
export class IdentityModule implements OnModuleInit {
  constructor(
    private readonly host: HttpAdapterHost,
    @Inject(APP_CONFIG) private readonly config: Env,
  ) {}

  onModuleInit(): void {
    const server = this.host.httpAdapter.getInstance<Express>();
    for (const provider of IDENTITY_PROVIDERS) {
      const oidc = createIdentityProvider(provider, this.config);
      server.use(identityMountPath(provider), interactionRoutes(provider, oidc));
      server.use(identityMountPath(provider), oidc.callback());
    }
  }
}
