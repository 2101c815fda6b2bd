import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLASS, PROP } from '@ontobench/core/common';
import { findPostgresUser } from '../../core/src/node/store/cluster-user.ts';
import { tempFolder } from '../../core/src/node/testing/temp-folder.ts';
import { ALICE, startTestServer, tableCounts, type TestServer } from './harness.ts';

/**
 * A full disk (issue 12, "Bad input and faults"): the values table is moved onto a 2 MB file system,
 * then a write that does not fit gets the clear 503 of database-unavailable.ts, writes nothing, and the
 * server goes on answering. A real ENOSPC from PostgreSQL, not a mapped error code.
 *
 * Mounting a small tmpfs needs root (CI runs as root). Where mounting is refused the test cannot make a
 * full disk and says so as a skipped test; database-unavailable.test.ts still checks the mapping.
 */

const mountPoint = tempFolder('ontobench-disk-full-');
const canMount = (() => {
  if (process.getuid?.() !== 0) return false;
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=2m', 'tmpfs', mountPoint], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

let server: TestServer;
const tablespace = `ob_small_${process.pid}`;

beforeAll(async () => {
  if (!canMount) return;
  server = await startTestServer();
  // PostgreSQL runs as the postgres user when the tests run as root: the tablespace folder is its.
  const runAs = await findPostgresUser();
  const folder = `${mountPoint}/pg`;
  fs.mkdirSync(folder);
  if (runAs) fs.chownSync(folder, runAs.uid, runAs.gid);
  await server.temp.store.exec(`create tablespace ${tablespace} location '${folder}'`);
  await server.temp.store.exec(`alter table ob_value set tablespace ${tablespace}`);
}, 120_000);

afterAll(async () => {
  if (!canMount) return;
  try {
    await server?.temp.store.exec('alter table ob_value set tablespace pg_default');
    await server?.temp.store.exec(`drop tablespace ${tablespace}`);
    await server?.close();
  } finally {
    execFileSync('umount', [mountPoint], { stdio: 'ignore' });
    fs.rmSync(mountPoint, { recursive: true, force: true });
  }
}, 60_000);

describe.skipIf(!canMount)('a full disk (needs root to mount a 2 MB tmpfs)', () => {
  it('answers 503 with one clear sentence, writes nothing, and goes on serving reads', async () => {
    const alice = await server.signIn(ALICE);
    const Note = randomUUID();
    const created = await alice.data({
      act: 'set_data',
      data: [
        { op: 'new', class: CLASS.Class, name: 'Заметка', inst: Note },
        { op: 'new', class: Note, name: 'первая' },
      ],
    });
    expect(created.status).toBe(200);
    const before = await tableCounts(server.temp);
    // 2,500 descriptions of 1,500 letters: about 4 MB of values, twice what the file system holds.
    const text = 'z'.repeat(1_500);
    const full = await alice.data({
      act: 'set_data',
      data: Array.from({ length: 2_500 }, (_, i) => {
        const inst = randomUUID();
        return [
          { op: 'new', class: Note, name: `заметка ${i}`, inst },
          { op: 'upd', inst, prop: PROP.description, val: `${text}${i}` },
        ];
      }).flat(),
    });
    expect(full.status).toBe(503);
    expect(await full.json()).toEqual({
      error: 'The database has no disk space left: nothing was written. Tell the administrator.',
    });
    expect(await tableCounts(server.temp)).toEqual(before);
    const read = await alice.data({ act: 'get_data', class: Note, fields: [{ prop: PROP.name }] });
    expect(read.status).toBe(200);
  }, 120_000);
});
