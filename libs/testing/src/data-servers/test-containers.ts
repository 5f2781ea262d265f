import { PostgreSqlContainer } from '@testcontainers/postgresql';
import { RedisContainer } from '@testcontainers/redis';
import type { DataServerPlan } from './data-server-plan';

/** The images, the same major versions as docker-compose.yml and the project's machines. */
export const POSTGRES_IMAGE = 'postgres:15-alpine';
export const REDIS_IMAGE = 'redis:7-alpine';

export interface TestContainers {
  /** The URL of each server started (none for a server the plan takes from elsewhere). */
  databaseUrl?: string;
  redisUrl?: string;
  stop(): Promise<void>;
}

/**
 * Starts, with testcontainers, the servers the plan wants in containers: PostgreSQL (user, password
 * and database `asiguro`, as everywhere else) and Redis, each on a free port of this machine, both
 * removed by `stop` (and by testcontainers' reaper should the run die).
 */
export async function startTestContainers(plan: DataServerPlan): Promise<TestContainers> {
  const [postgres, redis] = await Promise.all([
    plan.postgres === 'container'
      ? new PostgreSqlContainer(POSTGRES_IMAGE)
          .withDatabase('asiguro')
          .withUsername('asiguro')
          .withPassword('asiguro')
          .start()
      : undefined,
    plan.redis === 'container' ? new RedisContainer(REDIS_IMAGE).start() : undefined,
  ]);
  return {
    databaseUrl: postgres?.getConnectionUri(),
    redisUrl: redis?.getConnectionUrl(),
    stop: async () => {
      await Promise.all([postgres?.stop(), redis?.stop()]);
    },
  };
}
