import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openTempStore, type TempStore } from '../testing/temp-store.ts';
import type { PluginInfo } from '../../common/status.ts';
import { bearer, startStatusServer, TOKENS, type StatusTestServer } from './test-support.ts';

let temp: TempStore;
let server: StatusTestServer;

beforeAll(async () => {
  temp = await openTempStore();
  server = await startStatusServer(temp.store);
});
afterEach(async () => {
  await temp.store.query('delete from ob_plugin');
});
afterAll(async () => {
  await server.close();
  await temp.dispose();
});

async function addPlugin(name: string, fields: { disabled?: boolean; type?: string; config?: unknown } = {}) {
  await temp.store.query(
    `insert into ob_plugin (id, name, config, disabled, type, route_path, route_meta_info, module_url)
     values ($1, $2, $3::jsonb, $4, $5, $6, $7::jsonb, $8)`,
    [
      randomUUID(),
      name,
      JSON.stringify(fields.config ?? {}),
      fields.disabled ?? false,
      fields.type ?? 'generic',
      `/plugins/${name}`,
      JSON.stringify({ titleKey: name }),
      `/plugins/${name}/index.js`,
    ],
  );
}

const plugins = (token: string | null = TOKENS.alice) =>
  server.app.inject({ method: 'GET', url: '/api/app/plugins', headers: token ? bearer(token) : {} });

describe('plugins', () => {
  it('lists the enabled plugins to a signed-in user, hiding disabled ones', async () => {
    await addPlugin('charts', { type: 'mainMenu', config: { colour: 'green', depth: 2 } });
    await addPlugin('legacy', { disabled: true });
    await addPlugin('audit', { type: 'global' });
    const reply = await plugins();
    expect(reply.statusCode).toBe(200);
    expect(reply.json<PluginInfo[]>()).toEqual([
      {
        id: null,
        version: null,
        name: 'audit',
        config: {},
        type: 'global',
        routePath: '/plugins/audit',
        routeMetaInfo: { titleKey: 'audit' },
        url: '/plugins/audit/index.js',
      },
      {
        id: null,
        version: null,
        name: 'charts',
        config: { colour: 'green', depth: 2 },
        type: 'mainMenu',
        routePath: '/plugins/charts',
        routeMetaInfo: { titleKey: 'charts' },
        url: '/plugins/charts/index.js',
      },
    ]);
  });

  it('answers 401 to an anonymous caller', async () => {
    await addPlugin('charts');
    const reply = await plugins(null);
    expect(reply.statusCode).toBe(401);
    expect(reply.json()).toEqual({ error: 'Необходимо войти в систему' });
  });

  it('is backed by a table that refuses unknown plugin types and duplicate names', async () => {
    await expect(addPlugin('odd', { type: 'sidebar' })).rejects.toThrow();
    await addPlugin('charts');
    await expect(addPlugin('charts')).rejects.toThrow();
    expect((await plugins()).json<PluginInfo[]>().map((plugin) => plugin.name)).toEqual(['charts']);
  });

  it('names a plugin the host’s SDK no longer satisfies (installed before a major), so browsers show it failed', async () => {
    await temp.store.query(
      `insert into ob_plugin (id, plugin_id, name, version, sdk, config, disabled, type, module_url)
       values ($1, 'old', 'Old', '1.0.0', '^1.0.0', '{}'::jsonb, false, 'generic', '/plugins/old/1.0.0/index.js'),
              ($2, 'new', 'New', '1.0.0', '^2.0.0', '{}'::jsonb, false, 'generic', '/plugins/new/1.0.0/index.js')`,
      [randomUUID(), randomUUID()],
    );
    const listed = (await plugins()).json<PluginInfo[]>();
    expect(listed.find((p) => p.id === 'new')).not.toHaveProperty('sdkRefusal');
    expect(listed.find((p) => p.id === 'old')?.sdkRefusal).toBe(
      'The plugin "old" needs @ontobench/sdk ^1.0.0, but this host offers 2.0.0: rebuild it against @ontobench/sdk ^2.0.0 (the SDK\'s CHANGELOG lists what changed)',
    );
  });
});
