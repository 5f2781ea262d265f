/** Where a test run gets one of its data servers. */
export type DataServerSource =
  /** The server DATABASE_URL / REDIS_URL names, as it is. */
  | 'given'
  /** A container of its own, started with testcontainers for this run and removed after it. */
  | 'container'
  /** infra/bring-up.sh: the server already answering at the default address, or a local one. */
  | 'bring-up';

export interface DataServerPlan {
  postgres: DataServerSource;
  redis: DataServerSource;
}

/**
 * Where `npm test` gets PostgreSQL and Redis (the design's rule): a server whose URL is given is
 * used as it is; otherwise, where a Docker engine answers, testcontainers starts one for the run;
 * elsewhere the bring-up finds or starts one (the project's own machines have no Docker engine).
 */
export function planDataServers(
  env: { DATABASE_URL?: string; REDIS_URL?: string },
  dockerAnswers: boolean,
): DataServerPlan {
  const source = (url: string | undefined): DataServerSource =>
    url ? 'given' : dockerAnswers ? 'container' : 'bring-up';
  return { postgres: source(env.DATABASE_URL), redis: source(env.REDIS_URL) };
}
