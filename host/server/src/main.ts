/**
 * The reference server's composition root and CLI: `node --import tsx host/server/src/main.ts`.
 * Settings come from the environment (see config.ts); nothing here is a default a customer must edit.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  ClusterError,
  createServer,
  DataDirInUseError,
  openStore,
  type OntobenchServer,
  type SqlStore,
  type StatusConfig,
} from '@ontobench/core/node';
import { ConfigError, parseConfig, parseStatusConfig } from './config.ts';
import { checkDatabase, recordDatabase, type DatabaseStart } from './database-start.ts';
import { DEMO_PASSWORD } from './demo/accounts.ts';
import { demoAccountsWithPublishedPassword } from './demo/demo-policy.ts';
import { seedAreas, seedDemo } from './demo/seed.ts';
import { serverExtensions } from './extensions.ts';
import { demoWarning, displayUrl, storeDescription } from './startup-message.ts';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
/** A shutdown that hangs (a stuck client, a stuck query) must not keep the process forever. */
const SHUTDOWN_TIMEOUT_MS = 10_000;

async function main(): Promise<void> {
  const config = parseConfig(process.env, REPO_ROOT);
  const status = parseStatusConfig(process.env);
  if (!fs.existsSync(path.join(config.webRoot, 'index.html'))) {
    throw new ConfigError(
      `The web app is not built: ${path.join(config.webRoot, 'index.html')} is missing. ` +
        'Run `npm run build` first, or point ONTOBENCH_WEB_ROOT at a built app.',
    );
  }
  const version = readVersion();

  const store = await openStore({
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    onLog: (line) => console.warn(`PostgreSQL: ${line}`),
  });
  let server: OntobenchServer;
  let database: DatabaseStart;
  try {
    const checked = await checkDatabase(store, config);
    server = await createServer({
      store,
      webRoot: config.webRoot,
      environment: {
        version,
        branding: config.branding,
        oidc: config.oidc,
        ...statusEnvironment(status),
        blockedRoutes: config.blockedRoutes,
      },
      extensions: serverExtensions,
      logger: true,
      licence: config.licence,
      debugKey: config.debugKey,
      registrationEnabled: config.registrationEnabled,
      compression: config.compression,
      registrationsPerAddress: config.registrationsPerAddress,
      statusControl: status.control,
      trustProxy: config.trustProxy,
    });
    database = await recordDatabase(store, checked, config);
    // Idempotent: a seeding cut short by a crash is finished by the next start.
    if (database.demo) {
      const report = await seedDemo(store);
      if (report.seeded) console.log(`Demo data seeded: ${report.instances} objects, ${report.values} values.`);
      const areas = await seedAreas(server, store);
      if (areas.length > 0) console.log(`Demo data of ${areas.join(', ')} seeded.`);
    }
  } catch (error) {
    await store.close();
    throw error;
  }
  installShutdown(server, store);
  const demoAccounts = await demoAccountsWithPublishedPassword(store);

  const port = await server.listen(config.port, config.host);
  console.log(`Ontobench is running at ${displayUrl(config.host, port)}`);
  console.log(`Version ${version}, store: ${storeDescription(store.kind, config.dataDir)}`);
  for (const note of database.notes) console.log(note);
  for (const warning of database.warnings) console.warn(`Warning: ${warning}`);
  if (demoAccounts.length > 0) console.warn(demoWarning(demoAccounts, DEMO_PASSWORD, config.host));
  for (const failed of server.extensions.filter((outcome) => outcome.status === 'failed')) {
    console.warn(`Server extension ${failed.id} failed to start and is disabled (see the log above).`);
  }
}

/** The status settings the browser needs, as `/env.json` fields. */
function statusEnvironment(status: StatusConfig) {
  return { statusMonitoring: status.monitoring, accountDeletionDays: status.accountDeletionDays };
}

function readVersion(): string {
  const manifest = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as { version?: string };
  return manifest.version ?? '0.0.0';
}

/** Close the server first (no new requests), then the store, so no request meets a closed database. */
function installShutdown(server: OntobenchServer, store: SqlStore): void {
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) {
      console.warn(`${signal} again: stopping at once.`);
      process.exit(1);
    }
    stopping = true;
    console.log(`${signal} received, shutting down…`);
    setTimeout(() => {
      console.error('Shutdown took too long; stopping at once.');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS).unref();
    server
      .close()
      .finally(() => store.close())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          console.error('Shutdown failed:', error);
          process.exit(1);
        },
      );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  // A mistake in the set-up needs one clear line, not a stack trace.
  if (error instanceof ConfigError || error instanceof DataDirInUseError || error instanceof ClusterError) {
    console.error(`Ontobench cannot start: ${error.message}`);
  } else console.error('Ontobench cannot start:', error);
  process.exit(1);
});
