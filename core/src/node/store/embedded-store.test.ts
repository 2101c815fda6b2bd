import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { tempFolder } from '../testing/temp-folder.ts';
import { isAlive, waitUntil } from './cluster-support.ts';
import { socketDirectory, startEmbeddedCluster } from './embedded-cluster.ts';
import { CLUSTER_SUBFOLDER, openEmbeddedStore } from './open-store.ts';
import type { SqlStore } from './sql-store.ts';

/**
 * The embedded PostgreSQL the server runs in its data folder (issue 12, item 1): created on first
 * start, reused afterwards, one server per folder, recovered after a `kill -9` of either process, and
 * one clear sentence for a folder it cannot use.
 */

const roots: string[] = [];
const stores: SqlStore[] = [];
function newDataDir(): string {
  const root = tempFolder('ontobench-embedded-');
  roots.push(root);
  return path.join(root, 'data');
}
async function open(dataDir: string, onLog?: (line: string) => void): Promise<SqlStore> {
  const store = await openEmbeddedStore({ dataDir, onLog });
  stores.push(store);
  return store;
}
afterEach(async () => {
  await Promise.all(stores.splice(0).map((store) => store.close()));
  for (const root of roots.splice(0)) fs.rmSync(root, { recursive: true, force: true });
});

const postmasterPid = (dataDir: string) =>
  Number(fs.readFileSync(path.join(dataDir, CLUSTER_SUBFOLDER, 'postmaster.pid'), 'utf8').split('\n')[0]);

// Each test starts (and some kill and restart) a PostgreSQL server of its own: slow on a loaded 2-core machine.
describe('embedded PostgreSQL store', { timeout: 90_000 }, () => {
  it('creates its cluster on first start, keeps the data across a restart, and allows one server per folder', async () => {
    const dataDir = newDataDir();
    const first = await open(dataDir);
    expect(first.kind).toBe('embedded');
    await first.exec('create table kept (v text)');
    await first.query('insert into kept values ($1)', ['сохранено']);
    await expect(openEmbeddedStore({ dataDir })).rejects.toThrow(/in use by another Ontobench server/);
    await first.close();
    expect(fs.existsSync(path.join(dataDir, CLUSTER_SUBFOLDER, 'PG_VERSION'))).toBe(true);
    expect(fs.statSync(path.join(dataDir, `${CLUSTER_SUBFOLDER}.password`)).mode & 0o077).toBe(0);
    const second = await open(dataDir);
    expect((await second.query('select v from kept')).rows).toEqual([{ v: 'сохранено' }]);
    // The server talks to it through the Unix socket in its folder: the server address is null then.
    expect((await second.query('select inet_server_addr() as addr')).rows).toEqual([{ addr: null }]);
  });

  it('connects over TCP where the folder is too long or oddly named for a Unix socket', () => {
    expect(socketDirectory('/var/lib/ontobench/postgres')).toBe('/var/lib/ontobench/postgres');
    expect(socketDirectory(`/tmp/${'x'.repeat(100)}`)).toBeNull();
    expect(socketDirectory('/tmp/a,b')).toBeNull();
    expect(socketDirectory('/tmp/with space')).toBeNull();
  });

  it('runs Russian case-insensitive and trigram search (a UTF-8 cluster)', async () => {
    const store = await open(newDataDir());
    await store.exec('create extension if not exists pg_trgm');
    const { rows } = await store.query<{ i: boolean; sim: number }>(
      "select 'Война и мир' ilike '%ВОЙНА%' as i, similarity('привет', 'ПРИВЕТ') as sim",
    );
    expect(rows[0]).toEqual({ i: true, sim: 1 });
  });

  it('starts again after a kill -9 of the server process, stopping the PostgreSQL it left behind', async () => {
    const dataDir = newDataDir();
    // A server process that opens the store, writes, says so, and waits to be killed.
    const script = `
      import { openEmbeddedStore } from ${JSON.stringify(path.resolve(import.meta.dirname, 'open-store.ts'))};
      const store = await openEmbeddedStore({ dataDir: ${JSON.stringify(dataDir)} });
      await store.exec("create table kept (v text); insert into kept values ('before the kill')");
      console.log('ready');
      setInterval(() => undefined, 1000);`;
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    await new Promise<void>((resolve, reject) => {
      child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && resolve());
      child.once('exit', (code) => reject(new Error(`the server process exited with ${code}`)));
    });
    const orphan = postmasterPid(dataDir);
    child.kill('SIGKILL');
    await waitUntil(5_000, async () => child.exitCode !== null || child.signalCode !== null);
    expect(isAlive(orphan)).toBe(true); // PostgreSQL outlives the killed server…

    const store = await open(dataDir);
    expect(isAlive(orphan)).toBe(false); // …and the next start stops it, then starts its own.
    expect((await store.query('select v from kept')).rows).toEqual([{ v: 'before the kill' }]);
  });

  it('reports the database down while PostgreSQL is killed, and starts it again', async () => {
    const lines: string[] = [];
    const dataDir = newDataDir();
    const store = await open(dataDir, (line) => lines.push(line));
    await store.exec("create table kept (v text); insert into kept values ('durable')");
    const killed = postmasterPid(dataDir);
    process.kill(killed, 'SIGKILL');
    await waitUntil(5_000, async () => !isAlive(killed));
    expect(await store.health()).toEqual({ ok: false });
    // Meanwhile a request fails at once with a clear 503, not a hang or the driver's text.
    const refused = await store.query('select 1').catch((error: unknown) => error);
    expect(refused).toMatchObject({
      statusCode: 503,
      message: expect.stringMatching(/^The database is not available/),
    });
    // The pool's next connections work as soon as PostgreSQL is back.
    expect(await waitUntil(20_000, async () => (await store.health()).ok)).toBe(true);
    expect(lines).toContain('stopped (SIGKILL); starting it again.');
    expect((await store.query('select v from kept')).rows).toEqual([{ v: 'durable' }]);
  });

  it('keeps trying to start PostgreSQL again while it fails (its port taken), and succeeds once it can', async () => {
    const lines: string[] = [];
    const dataDir = newDataDir();
    const cluster = await startEmbeddedCluster({
      dir: path.join(dataDir, CLUSTER_SUBFOLDER),
      onLog: (line) => lines.push(line),
      restartDelayMs: 2_000, // then 4 s: time to take the port in between
    });
    try {
      const killed = postmasterPid(dataDir);
      process.kill(killed, 'SIGKILL');
      // Someone else takes the port once the dead server's processes let go of it, before the restart.
      // (The server's readiness probes connect to it meanwhile: it holds them until it is closed.)
      const squatter = net.createServer((socket) => socket.destroy());
      expect(
        await waitUntil(
          1_500,
          () =>
            new Promise<boolean>((resolve) => {
              squatter.once('error', () => resolve(false));
              squatter.listen(cluster.port, '127.0.0.1', () => resolve(true));
            }),
        ),
      ).toBe(true);
      expect(
        await waitUntil(10_000, async () => lines.some((line) => line.startsWith('PostgreSQL did not start again'))),
      ).toBe(true);
      await new Promise((resolve) => squatter.close(resolve));
      // The next attempt (4 s after the failed one) starts it.
      const connects = async () => {
        const client = new pg.Client({ connectionString: cluster.url(), connectionTimeoutMillis: 1_000 });
        client.on('error', () => undefined);
        return client.connect().then(
          () => client.end().then(() => true),
          () => false,
        );
      };
      expect(await waitUntil(15_000, connects)).toBe(true);
    } finally {
      await cluster.stop();
    }
  });

  it('refuses a cluster of another PostgreSQL major version, in one sentence, changing nothing', async () => {
    const dataDir = newDataDir();
    fs.mkdirSync(path.join(dataDir, CLUSTER_SUBFOLDER), { recursive: true });
    fs.writeFileSync(path.join(dataDir, CLUSTER_SUBFOLDER, 'PG_VERSION'), '17\n');
    await expect(openEmbeddedStore({ dataDir })).rejects.toThrow(
      /was made by PostgreSQL 17, and this Ontobench runs PostgreSQL 18/,
    );
    expect(fs.readdirSync(path.join(dataDir, CLUSTER_SUBFOLDER))).toEqual(['PG_VERSION']);
    // The folder is free again for the next attempt.
    expect(fs.existsSync(path.join(dataDir, 'ontobench.lock'))).toBe(false);
  });

  it('finds the PGlite database of an earlier version and says what to do, creating nothing', async () => {
    const dataDir = newDataDir();
    fs.mkdirSync(path.join(dataDir, 'pglite'), { recursive: true });
    await expect(openEmbeddedStore({ dataDir })).rejects.toThrow(
      /holds a database of an earlier Ontobench \(embedded PGlite.*move .*pglite out of the data folder/,
    );
    expect(fs.readdirSync(dataDir)).toEqual(['pglite']);
  });

  it('says why a data folder cannot be used (a file stands where the folder should be)', async () => {
    const dataDir = newDataDir();
    fs.writeFileSync(dataDir, 'not a folder');
    await expect(openEmbeddedStore({ dataDir })).rejects.toThrow(/^The data folder .* cannot be used/);
  });
});
