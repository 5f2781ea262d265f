import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { Logger } from 'nestjs-pino';
import { collectProcessMetrics, loadConfigOrExit, startOpsServer } from '@asiguro/platform';
import { WorkerModule } from './worker.module';

/**
 * The worker process: a Nest application context (no HTTP API) whose BullMQ workers take jobs.
 * On SIGTERM/SIGINT Nest's shutdown hooks close every BullMQ worker, which waits for running
 * jobs to finish; a job cut short by a hard kill is handed back by BullMQ's stalled-job check.
 */
async function bootstrap(): Promise<void> {
  const config = loadConfigOrExit('worker');
  collectProcessMetrics('worker');
  const app = await NestFactory.createApplicationContext(WorkerModule.forRoot(config), { bufferLogs: true });
  const logger = app.get(Logger);
  app.useLogger(logger);
  app.enableShutdownHooks();
  const ops = await startOpsServer(config.WORKER_METRICS_PORT, config.INTERNAL_HOST).catch(
    (error: NodeJS.ErrnoException) => {
      // A second worker on the same machine is normal (scaling out): it simply has no ops port.
      if (error.code === 'EADDRINUSE') return undefined;
      throw error;
    },
  );
  app.get(Logger).log(`Worker ready${ops ? `; metrics on port ${config.WORKER_METRICS_PORT}` : ''}`, 'Bootstrap');
  const closeOps = () => ops?.close();
  process.once('SIGTERM', closeOps);
  process.once('SIGINT', closeOps);
}

void bootstrap();
