import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Logger } from 'nestjs-pino';
import { loadConfigOrExit } from '@asiguro/platform';
import { PartnerRoutes } from './common/partner-routes';
import { InsurerRoutes } from './insurers/insurer-routes';
import { CardApiRoutes } from './payments/card/card-api-routes';
import { CardCheckoutRoutes } from './payments/card/card-checkout-routes';
import { RegistryRoutes } from './registries/registry-routes';
import { SandboxModule } from './sandbox.module';

/** The partner sandbox: one HTTP service that plays insurers, payment providers, registries and more. */
async function bootstrap(): Promise<void> {
  const config = loadConfigOrExit('sandbox');
  const app = await NestFactory.create<NestExpressApplication>(SandboxModule.forRoot(config), { bufferLogs: true });
  app.useLogger(app.get(Logger));
  app.enableShutdownHooks();
  // Partners answer API calls: no one revalidates them, so hashing every body for an ETag is waste.
  app.set('etag', false);
  app.disable('x-powered-by');
  // The partner calls every order makes (insurers' quotes and issuance, the card checkout, the
  // vehicle registry) are answered ahead of Express (common/partner-routes.ts).
  app
    .get(PartnerRoutes)
    .install(app.getHttpServer(), [
      ...app.get(InsurerRoutes).routes,
      ...app.get(CardApiRoutes).routes,
      ...app.get(CardCheckoutRoutes).routes,
      ...app.get(RegistryRoutes).routes,
    ]);
  try {
    await app.listen(config.SANDBOX_PORT, config.INTERNAL_HOST);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
      process.stderr.write(
        `[sandbox] Port ${config.SANDBOX_PORT} is already in use; set SANDBOX_PORT to another port.\n`,
      );
      process.exit(98);
    }
    throw error;
  }
  app.get(Logger).log(`Sandbox listening on port ${config.SANDBOX_PORT}`, 'Bootstrap');
}

void bootstrap();
