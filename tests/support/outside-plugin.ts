/**
 * A plugin made as an integrator outside this repository makes one (issue 13, item 4): the SDK built
 * and packed with `npm pack`, installed from that tarball by a real `npm install` into a folder under
 * the system's temp directory, `create-ontobench-plugin` run through the `node_modules/.bin` link npm
 * made, and the scaffolded plugin's own `npm install` (its SDK dependency pointed at the tarball, as an
 * integrator does before the SDK is published). Third-party packages come from the npm registry
 * (`--prefer-offline`: npm's cache first); nothing of this repository is reachable from there.
 *
 * The two installs take a minute or two, so they are made once per SDK tarball content and kept under
 * the temp directory (`ontobench-outside-installs/<hash>`); each test gets a copy made of hard links.
 */
import { createHash } from 'node:crypto';
import { execFileSync, spawn } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const installs = path.join(tmpdir(), 'ontobench-outside-installs');
const NPM_INSTALL = ['install', '--prefer-offline', '--no-audit', '--no-fund', '--ignore-scripts'];

/** Builds the SDK (sdk/dist) and packs it into `dest`; returns the tarball's path. */
export function packSdk(dest: string): string {
  execFileSync(process.execPath, [path.join(repo, 'sdk/scripts/build.mjs')], { cwd: repo, stdio: 'pipe' });
  const out = execFileSync('npm', ['pack', './sdk/dist', '--pack-destination', dest, '--json'], {
    cwd: repo,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const [{ filename }] = JSON.parse(out) as [{ filename: string }];
  return path.join(dest, filename);
}

const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
const npm = (cwd: string, args: string[]) => execFileSync('npm', args, { cwd, stdio: 'pipe' });

/** Points a plugin's SDK dependency at the packed tarball (the SDK is not on the registry). */
function pointSdkAt(plugin: string, tarball: string): void {
  const file = path.join(plugin, 'package.json');
  const pkg = readJson(file) as { devDependencies: Record<string, string> };
  pkg.devDependencies['@ontobench/sdk'] = `file:${tarball}`;
  writeFileSync(file, `${JSON.stringify(pkg, null, 2)}\n`);
}

/** The third-party dependencies a scaffolded plugin installs, to tell whether the kept install fits it. */
function dependencyKey(plugin: string): string {
  const { dependencies, devDependencies, peerDependencies } = readJson(path.join(plugin, 'package.json')) as {
    [key: string]: Record<string, string> | undefined;
  };
  const { '@ontobench/sdk': _sdk, ...dev } = devDependencies ?? {};
  return JSON.stringify({ dependencies, dev, peerDependencies });
}

/**
 * The installs for one SDK tarball: `workspace` (the integrator's folder with the SDK installed) and
 * `probe` (a plugin scaffolded there and installed). Made in a folder of its own, then renamed into
 * place, so a run that stops half-way leaves nothing another run would take for ready.
 */
function installsFor(tarball: string): string {
  const hash = createHash('sha256').update(readFileSync(tarball)).digest('hex').slice(0, 16);
  const ready = path.join(installs, hash);
  if (existsSync(ready)) return ready;
  mkdirSync(installs, { recursive: true });
  // Installs of older SDKs are of no more use.
  for (const old of readdirSync(installs)) rmSync(path.join(installs, old), { recursive: true, force: true });
  const building = mkdtempSync(path.join(installs, `${hash}-`));
  const sdk = path.join(building, 'sdk.tgz');
  copyFileSync(tarball, sdk);
  const workspace = path.join(building, 'workspace');
  mkdirSync(workspace);
  writeFileSync(path.join(workspace, 'package.json'), JSON.stringify({ name: 'integrator', private: true }));
  npm(workspace, [...NPM_INSTALL, sdk]);
  execFileSync(sdkBin(workspace, 'create-ontobench-plugin').link, ['probe'], { cwd: building, stdio: 'pipe' });
  const probe = path.join(building, 'probe');
  pointSdkAt(probe, sdk);
  npm(probe, NPM_INSTALL);
  renameSync(building, ready);
  return ready;
}

/** A copy (hard links) of a folder. */
const linkCopy = (from: string, to: string) => execFileSync('cp', ['-al', from, to]);

/** A folder outside the repository with the packed SDK installed by npm; returns its path. */
export function outsideWorkspace(tarball: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'ontobench-plugin-'));
  linkCopy(`${path.join(installsFor(tarball), 'workspace')}/.`, dir);
  return dir;
}

/**
 * `npm install` in a scaffolded plugin, its SDK taken from the tarball: the kept install of the same
 * dependencies when there is one (hard links), a real install otherwise.
 */
export function installPlugin(plugin: string, tarball: string): void {
  const kept = installsFor(tarball);
  const sdk = path.join(kept, 'sdk.tgz');
  pointSdkAt(plugin, sdk);
  const probe = path.join(kept, 'probe');
  if (dependencyKey(plugin) === dependencyKey(probe))
    linkCopy(path.join(probe, 'node_modules'), path.join(plugin, 'node_modules'));
  else npm(plugin, NPM_INSTALL);
}

/** The `.bin` link npm made for a command of the installed SDK, and where it points. */
export function sdkBin(workspace: string, name: string): { link: string; target: string } {
  const link = path.join(workspace, 'node_modules/.bin', name);
  return { link, target: readlinkSync(link) };
}

/**
 * Runs `npm run <script>` in a folder; resolves with its exit code and output. Asynchronous: an upload
 * talks to a test server in this very process, which a synchronous child would block.
 */
export function npmRun(
  dir: string,
  script: string,
  env: Record<string, string> = {},
): Promise<{ status: number | null; output: string }> {
  // The plugin's own tools run as a shell would start them, not as children of this test runner.
  const clean = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => key !== 'NODE_ENV' && !key.startsWith('VITEST') && key !== 'TEST'),
  );
  const child = spawn('npm', ['run', '--silent', script], {
    cwd: dir,
    env: { ...clean, NO_COLOR: '1', FORCE_COLOR: '0', ...env },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, output }));
  });
}

/** A long-running `npm run <script>` (a watcher); `stop` ends it and everything it started. */
export function npmStart(
  dir: string,
  script: string,
  env: Record<string, string> = {},
): { output: () => string; stop: () => void } {
  const clean = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => key !== 'NODE_ENV' && !key.startsWith('VITEST') && key !== 'TEST'),
  );
  // A process group of its own, so stopping it also stops npm's shell and the watcher under it.
  const child = spawn('npm', ['run', '--silent', script], {
    cwd: dir,
    detached: true,
    env: { ...clean, NO_COLOR: '1', FORCE_COLOR: '0', ...env },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return {
    output: () => output,
    stop: () => {
      if (child.pid !== undefined && child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
    },
  };
}
