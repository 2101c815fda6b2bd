/**
 * A plugin made as an integrator outside this repository makes one (issue 13, item 4): the SDK built
 * and packed with `npm pack`, installed from that tarball into a folder under the system's temp
 * directory, and `create-ontobench-plugin` run through the `node_modules/.bin` link npm made.
 *
 * Offline: npm installs the SDK from the tarball, but the npm cache here holds the lockfile's tarballs,
 * not the registry's package lists, so npm cannot resolve third-party ranges without the network. The
 * third-party packages (React, Vite, Vitest, ESLint, …) are therefore links to this repository's
 * node_modules, placed before `npm install` (npm keeps those that satisfy the SDK's dependencies) and
 * again after it (npm prunes the rest). Nothing of this repository but those packages is reachable.
 */
import { execFileSync, spawn } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readlinkSync,
  realpathSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const repoModules = path.join(repo, 'node_modules');

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

/** The third-party packages of the repository, as `name` or `@scope/name`. */
function thirdPartyPackages(): string[] {
  return readdirSync(repoModules).flatMap((entry) => {
    if (entry.startsWith('.') || entry === '@ontobench') return [];
    if (!entry.startsWith('@')) return [entry];
    return readdirSync(path.join(repoModules, entry)).map((name) => `${entry}/${name}`);
  });
}

/** Links every third-party package (and its command) that `modules` does not have yet. */
function linkThirdParty(modules: string): void {
  for (const name of thirdPartyPackages()) {
    const target = path.join(modules, name);
    if (existsSync(target)) continue;
    mkdirSync(path.dirname(target), { recursive: true });
    symlinkSync(realpathSync(path.join(repoModules, name)), target);
  }
  const bin = path.join(modules, '.bin');
  mkdirSync(bin, { recursive: true });
  for (const name of readdirSync(path.join(repoModules, '.bin'))) {
    const link = path.join(repoModules, '.bin', name);
    // The repository's own commands (the workspace SDK's) are not the packed SDK's.
    if (realpathSync(link).startsWith(path.join(repo, 'sdk'))) continue;
    if (!existsSync(path.join(bin, name))) symlinkSync(realpathSync(link), path.join(bin, name));
  }
}

/** A folder outside the repository with the packed SDK installed by npm; returns its path. */
export function outsideWorkspace(tarball: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'ontobench-plugin-'));
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'integrator', private: true }));
  const modules = path.join(dir, 'node_modules');
  linkThirdParty(modules);
  execFileSync('npm', ['install', '--offline', '--no-audit', '--no-fund', '--ignore-scripts', tarball], {
    cwd: dir,
    stdio: 'pipe',
  });
  linkThirdParty(modules);
  return dir;
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
