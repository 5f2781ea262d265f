import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Logger } from 'nestjs-pino';
import { collectProcessMetrics, loadConfigOrExit, startOpsServer } from '@asiguro/platform';
import { AppModule } from './app.module';
import { configureHttp } from './http/configure-http';

async function bootstrap(): Promise<void> {
  const config = loadConfigOrExit('api');
  collectProcessMetrics('api');
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config), {
    bufferLogs: true,
    bodyParser: false,
    // Payment providers sign the exact bytes they send: their notifications need the raw body.
    rawBody: true,
  });
  const logger = app.get(Logger);
  app.useLogger(logger);
  configureHttp(app, config);
  try {
    await app.listen(config.PORT, config.HOST);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
      process.stderr.write(
        `[api] Port ${config.PORT} is already in use. Stop the program using it, or start with another port: PORT=3005 npm start\n`,
      );
      await app.close().catch(() => undefined);
      process.exit(98);
    }
    throw error;
  }
  logger.log(`API listening on ${config.PUBLIC_URL}`, 'Bootstrap');
  if (config.API_METRICS_PORT !== undefined) {
    // The operators' port: the customers' one no longer serves /metrics (MetricsController).
    const ops = await startOpsServer(config.API_METRICS_PORT, config.INTERNAL_HOST);
    logger.log(`metrics on http://${config.INTERNAL_HOST}:${config.API_METRICS_PORT}/metrics`, 'Bootstrap');
    process.once('SIGTERM', () => ops.close());
  }
}

void bootstrap();
