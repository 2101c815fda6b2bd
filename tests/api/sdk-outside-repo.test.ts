/**
 * The SDK outside this repository (issue 13, item 4): the packed SDK, a plugin scaffolded with its
 * `create-ontobench-plugin` in a temp folder, that plugin's own install, lint, type check, tests and
 * build, and its upload, upgrade and refusals on a real server (tests/support/outside-plugin.ts says
 * how the packages are installed).
 */
import { execFile, execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PluginRecord } from '@ontobench/core/common';
import { ADMIN, PASSWORD, startTestServer, type Client, type TestServer } from './harness.ts';
import { installPlugin, npmRun, npmStart, outsideWorkspace, packSdk, repo, sdkBin } from '../support/outside-plugin.ts';

const packs = mkdtempSync(path.join(tmpdir(), 'ontobench-sdk-pack-'));
let tarball: string;
let workspace: string;
let plugin: string;
let t: TestServer;
let admin: Client;

beforeAll(async () => {
  tarball = packSdk(packs);
  workspace = outsideWorkspace(tarball);
  t = await startTestServer();
  admin = await t.signIn(ADMIN);
}, 600_000);
afterAll(async () => {
  await t?.close();
  for (const dir of [packs, workspace]) if (dir) rmSync(dir, { recursive: true, force: true });
});

const pkgFile = () => path.join(plugin, 'package.json');
const setVersion = (version: string) => {
  const pkg = JSON.parse(readFileSync(pkgFile(), 'utf8'));
  writeFileSync(pkgFile(), `${JSON.stringify({ ...pkg, version }, null, 2)}\n`);
};
const expectOk = (run: { status: number | null; output: string }) => expect(run.status, run.output).toBe(0);
/** Runs a command of the installed SDK in the plugin's folder (asynchronously: the test server is in this process). */
const run = async (file: string, args: string[], env: Record<string, string>) => {
  try {
    const { stdout, stderr } = await promisify(execFile)(file, args, { cwd: plugin, env: { ...process.env, ...env } });
    return { status: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { status: failed.code ?? 1, output: `${failed.stdout ?? ''}${failed.stderr ?? ''}` };
  }
};

describe('the packed SDK', () => {
  it('holds JavaScript and declarations, no TypeScript sources, and no dependency on the private core', () => {
    const files = execFileSync('tar', ['tzf', tarball], { encoding: 'utf8' }).split('\n').filter(Boolean);
    expect(files.filter((f) => /\.tsx?$/.test(f) && !f.endsWith('.d.ts'))).toEqual([]);
    expect(files).toContain('package/lib/index.js');
    expect(files).toContain('package/types/sdk/src/index.d.ts');
    const pkg = JSON.parse(readFileSync(path.join(workspace, 'node_modules/@ontobench/sdk/package.json'), 'utf8'));
    expect(Object.keys({ ...pkg.dependencies, ...pkg.peerDependencies })).not.toContain('@ontobench/core');
    expect(JSON.stringify(pkg.exports)).not.toMatch(/(?<!\.d)\.tsx?"/);
    // React and the other shared modules stay the host's: peers, never bundled.
    expect(Object.keys(pkg.peerDependencies)).toEqual(expect.arrayContaining(['react', '@fluentui/react-components']));
    expect(readFileSync(path.join(workspace, 'node_modules/@ontobench/sdk/lib/index.js'), 'utf8')).toContain(
      'from "react"',
    );
  });

  it('create-ontobench-plugin runs through the .bin link npm made, outside the repository', () => {
    const { link, target } = sdkBin(workspace, 'create-ontobench-plugin');
    expect(target).not.toBe(path.join(workspace, 'node_modules/@ontobench/sdk/bin/create-plugin.mjs'));
    const out = execFileSync(link, ['my-plugin', '--name', 'My plugin'], { cwd: workspace, encoding: 'utf8' });
    expect(out).toContain('Created');
    plugin = path.join(workspace, 'my-plugin');
    expect(path.relative(repo, plugin).startsWith('..')).toBe(true);
  });

  it("the scaffolded plugin installs its own packages, the SDK's from the tarball", () => {
    installPlugin(plugin, tarball);
    const sdk = JSON.parse(readFileSync(path.join(plugin, 'node_modules/@ontobench/sdk/package.json'), 'utf8'));
    expect(sdk.version).toBe(JSON.parse(readFileSync(path.join(repo, 'sdk/package.json'), 'utf8')).version);
    // Its own React, Vite and Vitest: nothing resolves into this repository.
    for (const name of ['react', 'vite', 'vitest']) {
      const resolved = realpathSync(path.join(plugin, 'node_modules', name));
      expect(path.relative(repo, resolved).startsWith('..'), resolved).toBe(true);
    }
  }, 400_000);
});

describe('a scaffolded plugin on its own', () => {
  it('lints (ESLint and Prettier) and type-checks', async () => {
    expectOk(await npmRun(plugin, 'lint'));
    expectOk(await npmRun(plugin, 'typecheck'));
  }, 120_000);

  it('tests: its page in a DOM, its bundle built and checked', async () => {
    const run = await npmRun(plugin, 'test');
    expectOk(run);
    expect(run.output).toMatch(/Tests\s+2 passed/);
  }, 120_000);

  it('builds one bundle whose header comes from package.json', async () => {
    expectOk(await npmRun(plugin, 'build'));
    const code = readFileSync(path.join(plugin, 'dist/my-plugin.plugin.js'), 'utf8');
    expect(code.split('\n')[0]).toBe(
      '/*! @ontobench/plugin {"id":"my-plugin","version":"0.1.0","name":"My plugin","sdk":"^2.0.0","type":"global","routePath":"/my-plugin","routeMetaInfo":{"titleKey":"title"}} */',
    );
  }, 120_000);

  it('refuses to build a manifest whose id differs from package.json, naming both', async () => {
    const index = path.join(plugin, 'src/index.tsx');
    const source = readFileSync(index, 'utf8');
    writeFileSync(index, source.replace('  id: ontobench.id,', "  id: 'my-plugn',"));
    try {
      const run = await npmRun(plugin, 'build');
      expect(run.status).not.toBe(0);
      expect(run.output).toContain(`the manifest's id "my-plugn" differs from package.json "ontobench.id" "my-plugin"`);
    } finally {
      writeFileSync(index, source);
    }
  }, 120_000);
});

describe('upload to a real server', () => {
  const env = () => ({ ONTOBENCH_URL: t.url, ONTOBENCH_EMAIL: ADMIN, ONTOBENCH_PASSWORD: PASSWORD });
  const registry = async () =>
    (await (await admin.request('GET', '/api/app/plugin-registry')).json()) as PluginRecord[];

  it('installs, then upgrades keeping the config, and refuses an older version naming both', async () => {
    const first = await npmRun(plugin, 'upload', env());
    expectOk(first);
    expect(first.output).toContain(`Installed My plugin 0.1.0 on ${t.url}`);
    const patch = await admin.request('PATCH', '/api/app/plugin-registry/my-plugin', { config: { note: 'Заметка' } });
    expect(patch.status).toBe(200);

    setVersion('0.2.0');
    const second = await npmRun(plugin, 'upload', env());
    expectOk(second);
    expect(second.output).toContain('Upgraded My plugin 0.2.0');
    expect(await registry()).toMatchObject([{ id: 'my-plugin', version: '0.2.0', config: { note: 'Заметка' } }]);
    const served = await fetch(`${t.url}/plugins/my-plugin/0.2.0/index.js`);
    expect(served.status).toBe(200);
    expect(await served.text()).toContain('"version":"0.2.0"');

    setVersion('0.1.5');
    const older = await npmRun(plugin, 'upload', env());
    expect(older.status).not.toBe(0);
    expect(older.output).toContain('installed at version 0.2.0; the upload is version 0.1.5, which is not newer');
    expect((await registry()).map((p) => p.version)).toEqual(['0.2.0']);
  }, 180_000);

  it('refuses to upload a bundle built before package.json changed, naming both versions, before signing in', async () => {
    setVersion('0.2.0');
    expectOk(await npmRun(plugin, 'build'));
    setVersion('0.3.0');
    // A wrong password: the bundle is judged before the sign-in, so nothing at all reaches the server.
    // The plugin's own command, as `npm run upload` runs it (the integrator's folder has no Vite).
    const { link } = sdkBin(plugin, 'ontobench-plugin');
    const stale = await run(link, ['upload', '--no-build'], { ...env(), ONTOBENCH_PASSWORD: 'wrong' });
    expect(stale.status).not.toBe(0);
    expect(stale.output).toContain(
      'dist/my-plugin.plugin.js was built from another package.json: its version "0.2.0" differs from package.json "version" "0.3.0". Nothing was uploaded; run npm run build first',
    );
    expect(stale.output).not.toContain('sign-in');
    expect((await registry()).map((p) => p.version)).toEqual(['0.2.0']);
  }, 180_000);

  it('npm run dev rebuilds on a change and uploads a newer development version, keeping the config', async () => {
    setVersion('0.2.0'); // the installed version: dev builds go above it
    const dev = npmStart(plugin, 'dev', env());
    try {
      const devVersions = async () =>
        (await registry()).map((p) => p.version).filter((v) => /^0\.2\.1-dev\.\d+$/.test(v));
      await expect.poll(devVersions, { timeout: 60_000, interval: 500, message: dev.output() }).toHaveLength(1);
      const [first] = await devVersions();
      const ru = path.join(plugin, 'src/i18n/ru.ts');
      writeFileSync(ru, readFileSync(ru, 'utf8').replace('Это страница плагина.', 'Это правка в режиме разработки.'));
      await expect.poll(async () => (await devVersions())[0], { timeout: 60_000, interval: 500 }).not.toBe(first);
      const [second] = await devVersions();
      expect(Number(second!.split('.').at(-1))).toBeGreaterThan(Number(first!.split('.').at(-1)));
      const served = await (await fetch(`${t.url}/plugins/my-plugin/${second}/index.js`)).text();
      expect(served).toContain('Это правка в режиме разработки.');
      expect(await registry()).toMatchObject([{ version: second, config: { note: 'Заметка' } }]);
      expect(dev.output()).toContain(`Upgraded My plugin ${second}`);
    } finally {
      dev.stop();
    }
  }, 180_000);
});
