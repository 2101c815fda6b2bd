import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ClusterError } from './cluster-support.ts';

/** The system user PostgreSQL runs as when Ontobench runs as root (PostgreSQL refuses to run as root). */
export interface RunAs {
  uid: number;
  gid: number;
}

const SYSTEM_USER = 'postgres';

/** Null for an ordinary user; as root, the user `postgres`, created (a system user, no home) if missing. */
export async function findPostgresUser(): Promise<RunAs | null> {
  if (process.getuid?.() !== 0) return null;
  const found = lookup();
  if (found) return found;
  try {
    execFileSync(
      'useradd',
      ['--system', '--user-group', '--no-create-home', '--shell', '/usr/sbin/nologin', SYSTEM_USER],
      {
        stdio: 'ignore',
      },
    );
  } catch (error) {
    throw new ClusterError(
      `Ontobench runs as root, so its PostgreSQL must run as the user ${SYSTEM_USER}, which does not exist and ` +
        'could not be created: create it, or run Ontobench as an ordinary user.',
      { cause: error },
    );
  }
  return lookup() ?? fail();
}

function lookup(): RunAs | null {
  const line = fs
    .readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith(`${SYSTEM_USER}:`));
  if (!line) return null;
  const [, , uid, gid] = line.split(':');
  return { uid: Number(uid), gid: Number(gid) };
}

function fail(): never {
  throw new ClusterError(`The user ${SYSTEM_USER} was created but cannot be found in /etc/passwd.`);
}

/**
 * Makes the cluster folder the server user's, and checks that user can reach it. The data folder (the
 * cluster's parent, Ontobench's own) is opened for passing through (o+x, not listing) when needed; a
 * closed folder above it is not ours to change, so the message says what to do.
 */
export async function grantFolder(dir: string, runAs: RunAs): Promise<void> {
  const parent = path.dirname(dir);
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  const own = fs.statSync(dir);
  if (own.uid !== runAs.uid) fs.chownSync(dir, runAs.uid, runAs.gid);
  const parentStat = fs.statSync(parent);
  if (!canPass(parentStat, runAs)) fs.chmodSync(parent, parentStat.mode | 0o001);
  for (let folder = path.dirname(parent); ; folder = path.dirname(folder)) {
    if (!canPass(fs.statSync(folder), runAs))
      throw new ClusterError(
        `Ontobench runs as root, so its PostgreSQL runs as the user ${SYSTEM_USER}, which cannot reach ${dir}: ` +
          `${folder} is closed to other users. Set ONTOBENCH_DATA_DIR to a folder outside it ` +
          '(for example /var/lib/ontobench), or run Ontobench as an ordinary user.',
      );
    if (folder === path.dirname(folder)) return;
  }
}

function canPass(stat: fs.Stats, runAs: RunAs): boolean {
  if (stat.uid === runAs.uid) return (stat.mode & 0o100) !== 0;
  if (stat.gid === runAs.gid) return (stat.mode & 0o010) !== 0;
  return (stat.mode & 0o001) !== 0;
}
