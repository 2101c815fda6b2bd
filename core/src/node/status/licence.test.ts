import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { decryptDebugInfo, generateDebugKey, type LicenceInfo } from '../../common/debug-id.ts';
import { CLASS } from '../../common/ontology/system-ontology.ts';
import { openTempStore, type TempStore } from '../testing/temp-store.ts';
import { loadDebugKey, loadLicenceConfig } from './licence.ts';
import { addUsers, startStatusServer, type StatusTestServer } from './test-support.ts';

let temp: TempStore;
const servers: StatusTestServer[] = [];

beforeAll(async () => {
  temp = await openTempStore();
});
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});
afterAll(async () => {
  await temp.dispose();
});

async function headerInfo(server: StatusTestServer, url = '/api/public/maintenanceMode'): Promise<LicenceInfo> {
  const reply = await server.app.inject({ method: 'GET', url });
  const header = reply.headers['x-debug-id'];
  expect(typeof header).toBe('string');
  return decryptDebugInfo(header as string, server.debugKey);
}

describe('licence configuration', () => {
  it('reads the user limit, the expiry and the customer from the environment', () => {
    expect(loadLicenceConfig({}, 'Acme')).toEqual({ customer: 'Acme', userLimit: null, expiresAt: null });
    expect(
      loadLicenceConfig(
        {
          ONTOBENCH_LICENSE_USERS: ' 25 ',
          ONTOBENCH_LICENSE_EXPIRES: '2031-02-28',
          ONTOBENCH_LICENSE_CUSTOMER: 'Globex',
        },
        'Acme',
      ),
    ).toEqual({ customer: 'Globex', userLimit: 25, expiresAt: '2031-02-28' });
    expect(
      loadLicenceConfig({ ONTOBENCH_LICENSE_USERS: 'unlimited', ONTOBENCH_LICENSE_EXPIRES: 'none' }, 'Acme'),
    ).toEqual({ customer: 'Acme', userLimit: null, expiresAt: null });
    expect(loadLicenceConfig({ ONTOBENCH_LICENSE_USERS: '', ONTOBENCH_LICENSE_EXPIRES: '' }, 'Acme').userLimit).toBe(
      null,
    );
  });

  it('refuses malformed values, naming the variable', () => {
    for (const users of ['ten', '-1', '1.5', '1e3']) {
      expect(() => loadLicenceConfig({ ONTOBENCH_LICENSE_USERS: users }, 'Acme')).toThrow(/ONTOBENCH_LICENSE_USERS/);
    }
    for (const expires of ['2031-02-30', '31.12.2030', '2030-1-1', 'soon']) {
      expect(() => loadLicenceConfig({ ONTOBENCH_LICENSE_EXPIRES: expires }, 'Acme')).toThrow(
        /ONTOBENCH_LICENSE_EXPIRES/,
      );
    }
  });
});

describe('debug key', () => {
  it('is generated once and kept in ob_meta, unless the environment gives one', async () => {
    await startStatusServer(temp.store).then((server) => server.close()); // migrations
    const first = await loadDebugKey(temp.store);
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(await loadDebugKey(temp.store, '')).toBe(first);
    const stored = await temp.store.query("select value from ob_meta where key = 'debug_key'");
    expect(stored.rows).toEqual([{ value: first }]);

    const configured = generateDebugKey().toUpperCase();
    expect(await loadDebugKey(temp.store, configured)).toBe(configured.toLowerCase());
    await expect(loadDebugKey(temp.store, 'abc')).rejects.toThrow(/ONTOBENCH_DEBUG_KEY/);
    // The configured key does not replace the stored one.
    expect(await loadDebugKey(temp.store)).toBe(first);
  });
});

describe('x-debug-id header', () => {
  it('carries the encrypted licence information on every reply, errors included', async () => {
    const server = await startStatusServer(temp.store, {
      licence: { customer: 'Acme', userLimit: null, expiresAt: '2030-12-31' },
    });
    servers.push(server);
    const info = await headerInfo(server);
    expect(info).toMatchObject({
      customer: 'Acme',
      userLimit: null,
      userLimitExceeded: false,
      expiresAt: '2030-12-31',
    });
    const notFound = await headerInfo(server, '/api/nothing-here');
    expect(notFound.customer).toBe('Acme');
  });

  it('flags userLimitExceeded once the users exceed the limit, counting at most every 30 s', async () => {
    let now = 1_000_000;
    await startStatusServer(temp.store).then((server) => server.close()); // migrations
    await temp.store.query('delete from ob_instance where class_id = $1', [CLASS.User]);
    await addUsers(temp.store, 3);
    const server = await startStatusServer(temp.store, {
      licence: { customer: 'Acme', userLimit: 3, expiresAt: null },
      licenceCache: { now: () => now },
    });
    servers.push(server);
    // At the limit is not over it.
    expect(await headerInfo(server)).toMatchObject({ userLimit: 3, usersCount: 3, userLimitExceeded: false });

    await addUsers(temp.store, 1);
    now += 29_000;
    // Still cached: the fourth user is not counted yet.
    expect(await server.licence.info()).toMatchObject({ usersCount: 3, userLimitExceeded: false });
    expect((await headerInfo(server)).usersCount).toBe(3);

    now += 1_000;
    expect(await server.licence.info()).toMatchObject({ usersCount: 4, userLimitExceeded: true });
    expect(await headerInfo(server)).toMatchObject({ usersCount: 4, userLimitExceeded: true });
  });

  it('refreshes a stale count in the background after a reply, without making the reply wait', async () => {
    let now = 5_000_000;
    await startStatusServer(temp.store).then((server) => server.close()); // migrations
    await temp.store.query('delete from ob_instance where class_id = $1', [CLASS.User]);
    await addUsers(temp.store, 1);
    const server = await startStatusServer(temp.store, {
      licence: { customer: 'Acme', userLimit: 1, expiresAt: null },
      licenceCache: { now: () => now },
    });
    servers.push(server);
    await addUsers(temp.store, 1);
    now += 30_000;
    // This reply answers from the cache and starts the count.
    expect((await headerInfo(server)).usersCount).toBe(1);
    await server.licence.refresh();
    expect(await headerInfo(server)).toMatchObject({ usersCount: 2, userLimitExceeded: true });
  });

  it('keeps answering, with the last count, when counting fails', async () => {
    let now = 9_000_000;
    let failing = false;
    const store = {
      ...temp.store,
      query: ((sql: string, params?: readonly unknown[]) =>
        failing && sql.includes('count(*)')
          ? Promise.reject(new Error('connection lost'))
          : temp.store.query(sql, params)) as typeof temp.store.query,
    };
    await startStatusServer(temp.store).then((server) => server.close()); // migrations
    await temp.store.query('delete from ob_instance where class_id = $1', [CLASS.User]);
    await addUsers(temp.store, 2);
    const server = await startStatusServer(store, {
      licence: { customer: 'Acme', userLimit: 5, expiresAt: null },
      licenceCache: { now: () => now },
    });
    servers.push(server);
    failing = true;
    now += 60_000;
    const reply = await server.app.inject({ method: 'GET', url: '/api/public/maintenanceMode' });
    expect(reply.statusCode).toBe(200);
    expect(await decryptDebugInfo(reply.headers['x-debug-id'] as string, server.debugKey)).toMatchObject({
      usersCount: 2,
    });
    expect(await server.licence.info()).toMatchObject({ usersCount: 2 });
  });
});
