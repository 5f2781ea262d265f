import { randomBytes } from 'node:crypto';
import { INestApplicationContext } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { OrchestrationModule, OutboxRelayModule } from '@asiguro/orchestration';
import { DatabaseModule } from '@asiguro/persistence';
import { ConfigModule, parseConfig, RedisModule, type Env } from '@asiguro/platform';
import { createTestDatabase, type TestDatabase } from './test-database';

export interface OrchestrationContext {
  app: INestApplicationContext;
  config: Env;
  /** The database this context made (dropped on close), or undefined when one was given. */
  database?: TestDatabase;
  close(): Promise<void>;
}

/**
 * The orchestration core in-process (OrderService, relay, recorders) against the real PostgreSQL
 * and Redis: on a fresh database and queue prefix, or on a given stack's (to seed its orders).
 * `relay: false` leaves the outbox rows for the test to relay.
 */
export async function startOrchestrationContext(
  options: { relay?: boolean; env?: Record<string, string | undefined> } = {},
): Promise<OrchestrationContext> {
  const database = options.env?.DATABASE_URL ? undefined : await createTestDatabase();
  const config = parseConfig({
    ...process.env,
    NODE_ENV: 'test',
    DATABASE_URL: database?.url,
    QUEUE_PREFIX: `t${randomBytes(4).toString('hex')}`,
    OUTBOX_POLL_MS: '100',
    ...options.env,
  });
  const moduleRef = await Test.createTestingModule({
    imports: [
      ConfigModule.forRoot(config),
      DatabaseModule.forRoot(),
      RedisModule,
      OrchestrationModule,
      ...(options.relay === false ? [] : [OutboxRelayModule]),
    ],
  }).compile();
  const app = await moduleRef.init();
  return {
    app,
    config,
    database,
    close: async () => {
      await app.close();
      await database?.drop();
    },
  };
}
