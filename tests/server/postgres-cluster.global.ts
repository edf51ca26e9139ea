import {
  POSTGRES_ENABLED,
  SHARED_CLUSTER_VARIABLE,
  startPostgres,
  type TestPostgres,
} from "./postgres";

/**
 * Vitest's global setup: with TEST_POSTGRES=1 (and no TEST_DATABASE_URL), one PostgreSQL cluster
 * for the whole run, before any worker starts, so the workers inherit its address
 * (tests/server/postgres.ts says why). Stopped, and its folder removed, when the run ends.
 */
export default async function setup(): Promise<(() => Promise<void>) | undefined> {
  if (!POSTGRES_ENABLED || process.env.TEST_DATABASE_URL) return undefined;
  const cluster: TestPostgres = await startPostgres({ ownCluster: true });
  process.env[SHARED_CLUSTER_VARIABLE] = cluster.adminUrl;
  return async () => {
    delete process.env[SHARED_CLUSTER_VARIABLE];
    await cluster.stop();
  };
}
