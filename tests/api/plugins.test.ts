import { readFileSync } from 'node:fs';
import { createServer as createHttpServer, type Server } from 'node:http';
import { createServer as createNetServer, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PluginInfo, PluginRecord } from '@ontobench/core/common';
import { serverExtensions } from '../../host/server/src/extensions.ts';
import { ADMIN, ALICE, startTestServer, tableCounts, type Client, type TestServer } from './harness.ts';

/** Contract tests of the plugin registry (docs/plugins.md), over HTTP against a real server and database. */
const fixture = (name: string) =>
  readFileSync(new URL(`../fixtures/plugins/${name}.plugin.js`, import.meta.url), 'utf8');
const HELLO = fixture('fixture-hello');
const MENU = fixture('fixture-menu');

/** A valid bundle with a header of our choosing. */
function bundle(
  header: Record<string, unknown>,
  body = 'export default { id: "x", version: "1.0.0", contributes: {} };',
) {
  return `/*! @ontobench/plugin ${JSON.stringify(header)} */\n${body}\n`;
}
const HEADER = { id: 'tiny', version: '1.0.0', name: 'Tiny', sdk: '^2.0.0', type: 'generic' };

let t: TestServer;
let admin: Client;
let alice: Client;
let moduleServer: Server;
let moduleUrl: string;
/** Requests the module server saw: registration by address must make none. */
const moduleRequests: string[] = [];

beforeAll(async () => {
  // The reference server's own extensions: their pages are the routes a plugin may not take.
  t = await startTestServer(serverExtensions);
  admin = await t.signIn(ADMIN);
  alice = await t.signIn(ALICE);
  // A server on the internal network (loopback here) that answers a module, a 403 and a 404.
  moduleServer = createHttpServer((request, response) => {
    moduleRequests.push(request.url ?? '');
    if (request.url === '/menu.js') response.writeHead(200, { 'content-type': 'text/javascript' }).end(MENU);
    else if (request.url === '/forbidden.js') response.writeHead(403).end('forbidden');
    else response.writeHead(404).end('missing');
  });
  await new Promise<void>((resolve) => moduleServer.listen(0, '127.0.0.1', resolve));
  moduleUrl = `http://127.0.0.1:${(moduleServer.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => moduleServer.close(resolve));
  await t.close();
});
beforeEach(async () => {
  await t.temp.store.query('delete from ob_plugin');
});

/** A loopback port nothing listens on. */
async function freePort(): Promise<number> {
  const probe = createNetServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const port = (probe.address() as AddressInfo).port;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

const upload = (code: string, who: Client = admin) => who.request('POST', '/api/app/plugin-registry/upload', { code });

async function expectRefused(reply: Response, status: number, message: RegExp) {
  expect(reply.status).toBe(status);
  expect(((await reply.json()) as { error: string }).error).toMatch(message);
}

describe('upload (admin only, all or nothing)', () => {
  it('installs a valid bundle, serves its module and lists it for signed-in users', async () => {
    const reply = await upload(HELLO);
    expect(reply.status).toBe(201);
    const record = (await reply.json()) as PluginRecord;
    expect(record).toMatchObject({
      id: 'fixture-hello',
      name: 'Fixture hello',
      version: '1.0.0',
      sdk: '^2.0.0',
      type: 'global',
      routePath: '/fixture-hello',
      routeMetaInfo: { titleKey: 'title' },
      config: {},
      disabled: false,
      source: 'upload',
      url: '/plugins/fixture-hello/1.0.0/index.js',
    });

    const module = await fetch(`${t.url}/plugins/fixture-hello/1.0.0/index.js`);
    expect(module.status).toBe(200);
    expect(module.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(await module.text()).toBe(HELLO);
    const etag = module.headers.get('etag')!;
    const again = await fetch(`${t.url}/plugins/fixture-hello/1.0.0/index.js`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);

    const listed = (await (await alice.request('GET', '/api/app/plugins')).json()) as PluginInfo[];
    expect(listed).toEqual([
      {
        id: 'fixture-hello',
        version: '1.0.0',
        name: 'Fixture hello',
        config: {},
        type: 'global',
        routePath: '/fixture-hello',
        routeMetaInfo: { titleKey: 'title' },
        url: '/plugins/fixture-hello/1.0.0/index.js',
      },
    ]);
  });

  it('refuses non-administrators (403) and anonymous callers (401), writing nothing', async () => {
    const before = await tableCounts(t.temp);
    await expectRefused(await upload(HELLO, alice), 403, /./);
    const anonymous = await fetch(`${t.url}/api/app/plugin-registry/upload`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ code: HELLO }),
    });
    expect(anonymous.status).toBe(401);
    expect((await alice.request('GET', '/api/app/plugin-registry')).status).toBe(403);
    expect(await tableCounts(t.temp)).toEqual(before);
  });

  it.each([
    ['no header', 'export default {};', /first line must be the plugin header/],
    ['a header that is not JSON', '/*! @ontobench/plugin {id: tiny} */\nexport default {};', /not valid JSON/],
    ['a bad id', bundle({ ...HEADER, id: 'Not An Id' }), /id must match/],
    ['a bad version', bundle({ ...HEADER, version: '1.0' }), /version must be a semantic version/],
    ['a version with empty pre-release identifiers', bundle({ ...HEADER, version: '1.0.0-..' }), /version must be/],
    ['a version with an empty build', bundle({ ...HEADER, version: '1.0.0+' }), /version must be/],
    ['a version with a leading zero', bundle({ ...HEADER, version: '1.0.0-01' }), /version must be/],
    ['a version with a v', bundle({ ...HEADER, version: 'v1.0.0' }), /version must be/],
    ['an unknown type', bundle({ ...HEADER, type: 'sidebar' }), /type must be one of global, generic, mainMenu/],
    ['a global plugin without a route', bundle({ ...HEADER, type: 'global' }), /routePath is required/],
    ['a bad route path', bundle({ ...HEADER, routePath: 'no-slash' }), /routePath must be a path/],
    [
      'a plugin built for SDK 1 (2.0.0 removed and changed what it may use)',
      bundle({ ...HEADER, sdk: '^1.0.0' }),
      /^The plugin "tiny" needs @ontobench\/sdk \^1\.0\.0, but this host offers 2\.0\.0: rebuild it against @ontobench\/sdk \^2\.0\.0 \(the SDK's CHANGELOG lists what changed\)$/,
    ],
    [
      'a plugin for an SDK newer than the host',
      bundle({ ...HEADER, sdk: '^3.0.0' }),
      /^The plugin "tiny" needs @ontobench\/sdk \^3\.0\.0, but this host offers 2\.0\.0: rebuild it against @ontobench\/sdk \^2\.0\.0/,
    ],
    ['not an SDK range', bundle({ ...HEADER, sdk: 'latest' }), /sdk must be a semver range|not a semver range/],
    ['a CommonJS body', bundle(HEADER, 'module.exports = { id: "tiny" };'), /not an ES module with a default export/],
    ['no default export', bundle(HEADER, 'export const manifest = {};'), /not an ES module with a default export/],
    ['an unparseable module', bundle(HEADER, 'export default {;\nimport ('), /not an ES module/],
    [
      'an import outside the shared modules',
      bundle(HEADER, 'import lodash from "lodash";\nexport default lodash;'),
      /imports "lodash"; a plugin may import only react/,
    ],
    [
      'a relative import',
      bundle(HEADER, 'import x from "./x.js";\nexport default x;'),
      /imports \.\/x\.js, which is not part of the upload; upload every file of dist\//,
    ],
    ['a computed dynamic import', bundle(HEADER, 'const u = "x"; import(u);\nexport default {};'), /computed address/],
    ['an empty bundle', '   ', /empty/],
  ])('refuses %s with a clear 400 and installs nothing', async (_what, code, message) => {
    const before = await tableCounts(t.temp);
    await expectRefused(await upload(code), 400, message);
    expect(await tableCounts(t.temp)).toEqual(before);
  });

  it('refuses a body that is not { code: string }', async () => {
    await expectRefused(await admin.request('POST', '/api/app/plugin-registry/upload', { code: 42 }), 400, /code must/);
    await expectRefused(
      await admin.request('POST', '/api/app/plugin-registry/upload', { code: HELLO, extra: 1 }),
      400,
      /Unknown field/,
    );
  });

  it('refuses a duplicate id (same version), name or route with 409, keeping the first', async () => {
    expect((await upload(HELLO)).status).toBe(201);
    const before = await tableCounts(t.temp);
    await expectRefused(
      await upload(HELLO),
      409,
      /"fixture-hello" is installed at version 1\.0\.0; the upload is version 1\.0\.0, which is not newer/,
    );
    const sameName = bundle({ ...HEADER, id: 'other', name: 'Fixture hello' });
    await expectRefused(await upload(sameName), 409, /named "Fixture hello"/);
    const sameRoute = bundle({ ...HEADER, id: 'other', name: 'Other', type: 'global', routePath: '/fixture-hello' });
    await expectRefused(
      await upload(sameRoute),
      409,
      /route \/fixture-hello is already taken by the plugin "Fixture hello"/,
    );
    expect(await tableCounts(t.temp)).toEqual(before);
  });
});

/** HELLO with another version in its header. */
const helloAt = (version: string) => HELLO.replace('"version":"1.0.0"', `"version":"${version}"`);

describe('upgrade by re-upload (issue 13, item 4)', () => {
  it('a newer version replaces the installed one, keeping its config and enabled state', async () => {
    expect((await upload(HELLO)).status).toBe(201);
    const patch = (body: unknown) => admin.request('PATCH', '/api/app/plugin-registry/fixture-hello', body);
    expect((await patch({ config: { greeting: 'Привет' }, disabled: true })).status).toBe(200);
    const reply = await upload(helloAt('1.1.0'));
    expect(reply.status).toBe(200);
    expect(await reply.json()).toMatchObject({
      id: 'fixture-hello',
      version: '1.1.0',
      config: { greeting: 'Привет' },
      disabled: true,
      url: '/plugins/fixture-hello/1.1.0/index.js',
    });
    expect(await t.temp.store.query('select count(*)::int as n from ob_plugin')).toMatchObject({ rows: [{ n: 1 }] });
    expect((await patch({ disabled: false })).status).toBe(200);
    // The new module is served at its new address; the old address is gone.
    expect(await (await fetch(`${t.url}/plugins/fixture-hello/1.1.0/index.js`)).text()).toBe(helloAt('1.1.0'));
    expect((await fetch(`${t.url}/plugins/fixture-hello/1.0.0/index.js`)).status).toBe(404);
    const listed = (await (await alice.request('GET', '/api/app/plugins')).json()) as PluginInfo[];
    expect(listed.map((p) => [p.version, p.config])).toEqual([['1.1.0', { greeting: 'Привет' }]]);
  });

  it('refuses an equal or older version, naming both, and changes nothing', async () => {
    expect((await upload(helloAt('1.2.0'))).status).toBe(201);
    for (const version of ['1.2.0', '1.1.9', '1.2.0-beta.1']) {
      await expectRefused(
        await upload(helloAt(version)),
        409,
        new RegExp(`installed at version 1\\.2\\.0; the upload is version ${version.replaceAll('.', '\\.')}`),
      );
    }
    const all = (await (await admin.request('GET', '/api/app/plugin-registry')).json()) as PluginRecord[];
    expect(all.map((p) => p.version)).toEqual(['1.2.0']);
  });

  it('an upgrade may keep its name and route; a non-administrator cannot upgrade', async () => {
    const routed = (version: string, name = 'Routed') =>
      bundle({ ...HEADER, id: 'routed', name, version, type: 'global', routePath: '/routed' });
    expect((await upload(routed('1.0.0'))).status).toBe(201);
    expect((await upload(routed('2.0.0', 'Routed v2'))).status).toBe(200);
    await expectRefused(await upload(routed('3.0.0'), alice), 403, /./);
    const all = (await (await admin.request('GET', '/api/app/plugin-registry')).json()) as PluginRecord[];
    expect(all.map((p) => [p.name, p.version])).toEqual([['Routed v2', '2.0.0']]);
  });
});

describe('code-split plugins (issue 13, item 4)', () => {
  const entry = bundle(
    { ...HEADER, id: 'split', name: 'Split' },
    'export const shared = 1;\nexport default { id: "split", version: "1.0.0", contributes: {}, page: () => import("./split-Ab_1.js") };',
  );
  const chunk =
    'import { shared } from "./index.js";\nimport { useState } from "react";\nexport default () => [shared, useState];';
  const uploadSplit = (chunks: unknown) =>
    admin.request('POST', '/api/app/plugin-registry/upload', { code: entry, chunks });

  it('stores the chunks beside the entry and serves each at its own address, only while enabled', async () => {
    expect((await uploadSplit({ 'split-Ab_1.js': chunk })).status).toBe(201);
    const served = await fetch(`${t.url}/plugins/split/1.0.0/split-Ab_1.js`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(await served.text()).toBe(chunk);
    expect(await (await fetch(`${t.url}/plugins/split/1.0.0/index.js`)).text()).toBe(entry);
    expect((await fetch(`${t.url}/plugins/split/1.0.0/other.js`)).status).toBe(404);
    await admin.request('PATCH', '/api/app/plugin-registry/split', { disabled: true });
    expect((await fetch(`${t.url}/plugins/split/1.0.0/split-Ab_1.js`)).status).toBe(404);
  });

  it('takes a dynamic import written as a template literal, as minifiers write it, and refuses a computed one', async () => {
    const entryWith = (id: string, target: string) =>
      bundle(
        { ...HEADER, id, name: id },
        `export default { id: "${id}", version: "1.0.0", contributes: {}, page: () => import(${target}) };`,
      );
    const upload = (code: string) =>
      admin.request('POST', '/api/app/plugin-registry/upload', { code, chunks: { 'split-Ab_1.js': chunk } });
    expect((await upload(entryWith('split-template', '`./split-Ab_1.js`'))).status).toBe(201);
    await expectRefused(
      await upload(entryWith('split-computed', '`./split-${"Ab_1"}.js`')),
      400,
      /a dynamic import of a computed address/,
    );
  });

  it.each([
    ['a chunk the entry imports is missing', {}, /imports \.\/split-Ab_1\.js, which is not part of the upload/],
    ['a chunk name is not a file name', { 'split-Ab_1.js': chunk, '../x.js': chunk }, /chunk name "\.\.\/x\.js"/],
    ['a chunk is named index.js', { 'split-Ab_1.js': chunk, 'index.js': chunk }, /chunk name "index\.js"/],
    [
      'a chunk imports a package',
      { 'split-Ab_1.js': 'import d from "dayjs"; export default d;' },
      /The chunk split-Ab_1\.js imports "dayjs"/,
    ],
    ['a chunk is not text', { 'split-Ab_1.js': 42 }, /The chunk split-Ab_1\.js must be the text of a module/],
    ['chunks is not an object', ['split-Ab_1.js'], /chunks must be an object/],
  ])('refuses the upload when %s, writing nothing', async (_what, chunks, message) => {
    const before = await tableCounts(t.temp);
    await expectRefused(await uploadSplit(chunks), 400, message);
    expect(await tableCounts(t.temp)).toEqual(before);
  });
});

describe('routes of the app are not for plugins (issue 11, item 9)', () => {
  it.each([
    ['/ontologies', /already taken by the application \(\/ontologies, ontology\)/],
    ['/ontologies/:x', /already taken by the application \(\/ontologies\/:map_id, ontology\)/],
    ['/ONTOLOGIES', /already taken by the application \(\/ontologies, ontology\)/],
    ['/osa-auth/login', /already taken by the application \(\/osa-auth\/login, shell\)/],
    ['/oidc-signin-callback', /already taken by the application \(\/oidc-signin-callback, shell\)/],
    ['/fact-explorer', /already taken by the application \(\/fact-explorer\/:inst\?, ontology\)/],
    ['/welcome', /already taken by the application \(\/welcome, home\)/],
    ['/settings/plugins', /already taken by the application \(\/settings\/plugins, extension-manager\)/],
    ['/:anything', /already taken by the application/],
    ['/api/app/plugins', /already taken by the application \(\/api\/\*, server\)/],
    ['/plugins/x', /already taken by the application \(\/plugins\/\*, server\)/],
  ])('refuses the route %s with 409 and installs nothing', async (routePath, message) => {
    const before = await tableCounts(t.temp);
    const code = bundle({ ...HEADER, type: 'global', routePath });
    await expectRefused(await upload(code), 409, message);
    expect(await tableCounts(t.temp)).toEqual(before);
  });

  it("refuses a route another plugin's route would also match", async () => {
    expect((await upload(HELLO)).status).toBe(201);
    const before = await tableCounts(t.temp);
    for (const routePath of ['/fixture-hello/:x?', '/Fixture-Hello']) {
      const code = bundle({ ...HEADER, id: 'other', name: 'Other', type: 'global', routePath });
      await expectRefused(await upload(code), 409, /already taken by the plugin "Fixture hello"/);
    }
    expect(await tableCounts(t.temp)).toEqual(before);
  });
});

describe('no registration by address (issue 11, item 9)', () => {
  it('answers every address alike, fetches nothing and installs nothing', async () => {
    const before = await tableCounts(t.temp);
    moduleRequests.length = 0;
    const closedPort = await freePort();
    const addresses = [
      `${moduleUrl}/menu.js`,
      `${moduleUrl}/forbidden.js`,
      `${moduleUrl}/missing.js`,
      `http://127.0.0.1:${closedPort}/plugin.js`,
      'http://10.0.0.1/plugin.js',
      'http://169.254.169.254/latest/meta-data/',
      'http://[::1]/plugin.js',
      'http://localhost/plugin.js',
      'https://example.com/plugin.js',
    ];
    const replies = await Promise.all(
      addresses.map(async (url) => {
        const reply = await admin.request('POST', '/api/app/plugin-registry/url', { url });
        return { status: reply.status, body: (await reply.text()).replace(url, '<url>') };
      }),
    );
    expect(new Set(replies.map((r) => JSON.stringify(r))).size).toBe(1);
    expect(replies[0]!.status).toBe(404);
    expect(moduleRequests).toEqual([]);
    expect(await tableCounts(t.temp)).toEqual(before);
  });
});

describe('config, enable and disable, delete', () => {
  beforeEach(async () => {
    expect((await upload(HELLO)).status).toBe(201);
  });
  const patch = (body: unknown, who: Client = admin) =>
    who.request('PATCH', '/api/app/plugin-registry/fixture-hello', body);

  it('edits the config (a JSON object) and hands it to users', async () => {
    const reply = await patch({ config: { greeting: 'Привет', depth: 2 } });
    expect(reply.status).toBe(200);
    expect(await reply.json()).toMatchObject({ config: { greeting: 'Привет', depth: 2 } });
    const listed = (await (await alice.request('GET', '/api/app/plugins')).json()) as PluginInfo[];
    expect(listed[0]!.config).toEqual({ greeting: 'Привет', depth: 2 });
  });

  it('refuses a config that is not an object, and non-administrators', async () => {
    for (const config of [[1, 2], 'text', null, 3])
      await expectRefused(await patch({ config }), 400, /config must be a JSON object/);
    await expectRefused(await patch({ disabled: 'yes' }), 400, /disabled must be true or false/);
    await expectRefused(await patch({}), 400, /Nothing to change/);
    await expectRefused(await patch({ disabled: true }, alice), 403, /./);
    expect((await admin.request('PATCH', '/api/app/plugin-registry/nope', { disabled: true })).status).toBe(404);
  });

  it('a disabled plugin is not listed to users and its module is not served', async () => {
    expect((await patch({ disabled: true })).status).toBe(200);
    expect(await (await alice.request('GET', '/api/app/plugins')).json()).toEqual([]);
    expect((await fetch(`${t.url}/plugins/fixture-hello/1.0.0/index.js`)).status).toBe(404);
    const all = (await (await admin.request('GET', '/api/app/plugin-registry')).json()) as PluginRecord[];
    expect(all.map((p) => [p.id, p.disabled])).toEqual([['fixture-hello', true]]);

    expect((await patch({ disabled: false })).status).toBe(200);
    expect((await fetch(`${t.url}/plugins/fixture-hello/1.0.0/index.js`)).status).toBe(200);
  });

  it('deletes a plugin (admin only), after which its id can be used again', async () => {
    expect((await alice.request('DELETE', '/api/app/plugin-registry/fixture-hello')).status).toBe(403);
    expect((await admin.request('DELETE', '/api/app/plugin-registry/fixture-hello')).status).toBe(204);
    expect((await admin.request('DELETE', '/api/app/plugin-registry/fixture-hello')).status).toBe(404);
    expect((await fetch(`${t.url}/plugins/fixture-hello/1.0.0/index.js`)).status).toBe(404);
    expect((await upload(HELLO)).status).toBe(201);
  });
});
