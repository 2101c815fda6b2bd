import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openTempStore, type TempStore } from '../testing/temp-store.ts';
import { MAINTENANCE_MESSAGE_MAX, type MaintenanceMode } from '../../common/status.ts';
import { bearer, startStatusServer, TOKENS, type StatusTestServer } from './test-support.ts';

let temp: TempStore;
const servers: StatusTestServer[] = [];

beforeAll(async () => {
  temp = await openTempStore();
});
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
  await temp.store.query("delete from ob_meta where key like 'maintenance_%'");
});
afterAll(async () => {
  await temp.dispose();
});

async function start() {
  const server = await startStatusServer(temp.store);
  servers.push(server);
  return server;
}

const put = (server: StatusTestServer, payload: unknown, token: string | null = TOKENS.admin) =>
  server.app.inject({
    method: 'PUT',
    url: '/api/app/maintenanceMode',
    headers: token ? bearer(token) : {},
    payload: payload as Record<string, unknown>,
  });

describe('maintenance mode', () => {
  it('is off by default, and says so in the body and in the header of any reply', async () => {
    const { app } = await start();
    const reply = await app.inject({ method: 'GET', url: '/api/public/maintenanceMode' });
    expect(reply.statusCode).toBe(200);
    expect(reply.json<MaintenanceMode>()).toEqual({ enabled: false, message: '' });
    expect(reply.headers['x-maintenance-mode']).toBe('off');
    expect(reply.headers['cache-control']).toBe('no-store');
  });

  it('is switched on by an administrator, persists, and is read back by a new server on the same store', async () => {
    const first = await start();
    const on = await put(first, { enabled: true, message: 'Обновление до 18:00' });
    expect(on.statusCode).toBe(200);
    expect(on.json<MaintenanceMode>()).toEqual({ enabled: true, message: 'Обновление до 18:00' });
    // The reply that switched it on already carries the new state.
    expect(on.headers['x-maintenance-mode']).toBe('on');

    // An ordinary reply of another route, even a 404, carries the header.
    const notFound = await first.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(notFound.statusCode).toBe(404);
    expect(notFound.headers['x-maintenance-mode']).toBe('on');

    await first.close();
    servers.splice(servers.indexOf(first), 1);
    const second = await start();
    const read = await second.app.inject({ method: 'GET', url: '/api/public/maintenanceMode' });
    expect(read.json<MaintenanceMode>()).toEqual({ enabled: true, message: 'Обновление до 18:00' });
    expect(read.headers['x-maintenance-mode']).toBe('on');

    const off = await put(second, { enabled: false });
    expect(off.json<MaintenanceMode>()).toEqual({ enabled: false, message: '' });
    expect(off.headers['x-maintenance-mode']).toBe('off');
    const stored = await temp.store.query("select key, value from ob_meta where key like 'maintenance_%' order by key");
    expect(stored.rows).toEqual([
      { key: 'maintenance_enabled', value: 'false' },
      { key: 'maintenance_message', value: '' },
    ]);
  });

  it('refuses a non-administrator with 403 and an anonymous caller with 401, changing nothing', async () => {
    const server = await start();
    const asUser = await put(server, { enabled: true }, TOKENS.alice);
    expect(asUser.statusCode).toBe(403);
    expect(asUser.json()).toEqual({ error: expect.any(String) });
    const anonymous = await put(server, { enabled: true }, null);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ error: 'Необходимо войти в систему' });
    const forged = await put(server, { enabled: true }, 'not-a-token');
    expect(forged.statusCode).toBe(401);
    expect(server.maintenance.get().enabled).toBe(false);
    const read = await server.app.inject({ method: 'GET', url: '/api/public/maintenanceMode' });
    expect(read.json<MaintenanceMode>().enabled).toBe(false);
  });

  it('answers 400 { error } to malformed bodies and leaves the state alone', async () => {
    const server = await start();
    const bad: unknown[] = [
      {},
      { enabled: 'yes' },
      { enabled: 1 },
      { enabled: true, message: 42 },
      { enabled: true, message: 'x'.repeat(MAINTENANCE_MESSAGE_MAX + 1) },
      { enabled: true, extra: 1 },
      [true],
    ];
    for (const payload of bad) {
      const reply = await put(server, payload);
      expect(reply.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(400);
      expect(reply.json()).toEqual({ error: expect.any(String) });
    }
    const noBody = await server.app.inject({
      method: 'PUT',
      url: '/api/app/maintenanceMode',
      headers: bearer(TOKENS.admin),
    });
    expect(noBody.statusCode).toBe(400);
    const notJson = await server.app.inject({
      method: 'PUT',
      url: '/api/app/maintenanceMode',
      headers: { ...bearer(TOKENS.admin), 'content-type': 'application/json' },
      payload: '{"enabled":',
    });
    expect(notJson.statusCode).toBe(400);
    expect(server.maintenance.get()).toEqual({ enabled: false, message: '' });
    // The longest allowed message is accepted.
    const longest = await put(server, { enabled: true, message: 'x'.repeat(MAINTENANCE_MESSAGE_MAX) });
    expect(longest.statusCode).toBe(200);
  });
});
