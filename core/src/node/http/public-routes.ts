import type { FastifyInstance } from 'fastify';
import { ENVIRONMENT_PATH, type RuntimeEnvironment } from '../../common/environment.ts';
import { PING_PATH, worstStatus, type BackendStatus, type PingReply, type ServiceStatus } from '../../common/ping.ts';
import type { SqlStore } from '../store/sql-store.ts';

/** A ping must answer even when the database hangs: past this the database counts as down. */
const DATABASE_CHECK_TIMEOUT_MS = 3_000;

/**
 * Routes every visitor may call before signing in: the status the shell polls (spec: every 10 s) and
 * the runtime environment it reads before the first render.
 * Ping answers 200 even when RED: the status is in the body; a failed request means "no backend at all".
 * `otherServices` adds statuses checked elsewhere (the status module's forced status).
 */
export function registerPublicRoutes(
  app: FastifyInstance,
  store: SqlStore,
  environment: RuntimeEnvironment,
  otherServices: () => ServiceStatus[] = () => [],
): void {
  app.get(PING_PATH, async (_request, reply): Promise<PingReply> => {
    const database = await databaseStatus(store);
    const services = [{ name: 'database', status: database }, ...otherServices()];
    reply.header('cache-control', 'no-store');
    return { status: worstStatus(services.map((service) => service.status)), services };
  });

  app.get(ENVIRONMENT_PATH, async (_request, reply) => {
    // Branding can change with a restart; a cached copy would show the old customer.
    reply.header('cache-control', 'no-store');
    return environment;
  });
}

/**
 * The database's status from the store's health check, which never queues behind user queries (a
 * connection of its own): GREEN when it answers within 3 s, RED otherwise. docs/security.md, "Cost of a query".
 */
async function databaseStatus(store: SqlStore): Promise<BackendStatus> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<BackendStatus>((resolve) => {
    timer = setTimeout(() => resolve('RED'), DATABASE_CHECK_TIMEOUT_MS);
  });
  const check = store.health().then(
    (health): BackendStatus => (health.ok ? 'GREEN' : 'RED'),
    (): BackendStatus => 'RED',
  );
  try {
    return await Promise.race([check, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
