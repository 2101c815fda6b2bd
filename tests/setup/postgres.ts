import { startTempCluster, TEST_SERVER_ENV } from '../../core/src/node/testing/temp-store.ts';

/**
 * vitest global set-up of the node tests: one embedded PostgreSQL cluster for the whole run (unless
 * DATABASE_URL names a server to use), in which each test file makes databases of its own
 * (`openTempStore`). The workers inherit its URL through the environment.
 */
export default async function setup(): Promise<(() => Promise<void>) | void> {
  if (process.env.DATABASE_URL) return;
  const temp = await startTempCluster();
  process.env[TEST_SERVER_ENV] = temp.cluster.url();
  return () => temp.stop();
}
