import { planDataServers, type DataServerPlan } from './data-server-plan';
import { dockerEngineAnswers } from './docker-engine';
import { startTestContainers } from './test-containers';

export * from './data-server-plan';
export * from './docker-engine';
export * from './test-containers';

export interface PreparedDataServers {
  plan: DataServerPlan;
  /** DATABASE_URL / REDIS_URL of the servers started in containers (none otherwise). */
  env: { DATABASE_URL?: string; REDIS_URL?: string };
  stop(): Promise<void>;
}

/**
 * What `npm test` runs on (infra/scripts/test.mjs): the servers the plan puts in containers are
 * started here; the others are left to the bring-up. (Not exported by @asiguro/testing's index:
 * test files do not load testcontainers.)
 */
export async function prepareDataServers(env: NodeJS.ProcessEnv = process.env): Promise<PreparedDataServers> {
  const plan = planDataServers(env, await dockerEngineAnswers(env));
  if (plan.postgres !== 'container' && plan.redis !== 'container') {
    return { plan, env: {}, stop: async () => undefined };
  }
  const containers = await startTestContainers(plan);
  return {
    plan,
    env: {
      ...(containers.databaseUrl ? { DATABASE_URL: containers.databaseUrl } : {}),
      ...(containers.redisUrl ? { REDIS_URL: containers.redisUrl } : {}),
    },
    stop: containers.stop,
  };
}
