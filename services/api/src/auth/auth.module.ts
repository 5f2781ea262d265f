import { MiddlewareConsumer, Module, NestModule, RequestMethod } from '@nestjs/common';
import { SessionModule } from '../session/session.module';
import { AuthController } from './auth.controller';
import { EmailLinkController } from './email-link/email-link.controller';
import { EmailLinks } from './email-link/email-links.service';
import { OidcClients } from './oidc/oidc-clients.service';
import { OidcController } from './oidc/oidc.controller';
import { SignInService } from './sign-in.service';
import { ConsoleMeController } from './staff/console-me.controller';
import { StaffOnlyMiddleware } from './staff/staff-only.middleware';
import { StaffModule } from './staff/staff.module';

/**
 * Accounts and sign-in: e-mail links, OpenID Connect providers, logout, and the staff side (the
 * console's guard, roles, audit log and /api/console/me). Exports the session services the
 * application's session middleware needs.
 */
@Module({
  imports: [SessionModule, StaffModule],
  controllers: [AuthController, OidcController, EmailLinkController, ConsoleMeController],
  providers: [OidcClients, SignInService, EmailLinks],
  exports: [SessionModule, StaffModule],
})
export class AuthModule implements NestModule {
  configure(consumer: MiddlewareConsumer): void {
    // Runs after the application's session middleware (the root module's middleware comes first).
    consumer.apply(StaffOnlyMiddleware).forRoutes({ path: 'console/{*path}', method: RequestMethod.ALL });
  }
}
