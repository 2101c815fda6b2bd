#!/usr/bin/env node
// `ontobench-plugin upload` and `ontobench-plugin dev`, run in a plugin's folder (docs/sdk.md, "Watch mode").
//   upload — builds the plugin and uploads dist/<id>.plugin.js to a running Ontobench server: installs
//            it, or upgrades the installed one when package.json's version is newer.
//   dev    — builds, uploads, then rebuilds and uploads again on every change. Each upload gets a
//            development version (<next patch>-dev.<time>), so the server takes it as an upgrade and every
//            signed-in browser swaps the plugin live (the server's PLUGINS_CHANGED over realtime).
//   upload --no-build — uploads dist/ as it is (e.g. the bundle a CI job built and tested).
// Before anything reaches the server, the bundle's header must name the id and version package.json
// names now (docs/sdk.md, "One source of the id and version").
// The server and an administrator's credentials come from the environment: ONTOBENCH_URL (default
// http://127.0.0.1:8080) and ONTOBENCH_TOKEN, or ONTOBENCH_EMAIL with ONTOBENCH_PASSWORD.
import { existsSync, readFileSync, readdirSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const HEADER = /^\/\*! @ontobench\/plugin (.*) \*\/$/;

/** The bundle with another version in its header line (the rest of the file untouched). */
export function withVersion(code, version) {
  const read = readHeader(code);
  if (!read) throw new Error('the bundle has no plugin header on its first line');
  const header = { ...read, version };
  const newline = code.indexOf('\n');
  return `/*! @ontobench/plugin ${JSON.stringify(header).replaceAll('*/', '*\\/')} */${newline < 0 ? '' : code.slice(newline)}`;
}

/** A development version above `version` that grows with time: 1.2.3 → 1.2.4-dev.<ms>. */
export function devVersion(version, now = Date.now()) {
  const [core] = version.split(/[-+]/);
  const [major, minor, patch] = core.split('.').map(Number);
  return `${major}.${minor}.${patch + 1}-dev.${now}`;
}

/** An administrator's bearer token: ONTOBENCH_TOKEN, or a sign-in with ONTOBENCH_EMAIL and ONTOBENCH_PASSWORD. */
export async function signIn(server, env = process.env) {
  if (env.ONTOBENCH_TOKEN) return env.ONTOBENCH_TOKEN;
  if (!env.ONTOBENCH_EMAIL || !env.ONTOBENCH_PASSWORD) {
    throw new Error('set ONTOBENCH_TOKEN, or ONTOBENCH_EMAIL and ONTOBENCH_PASSWORD of an administrator');
  }
  const reply = await fetch(new URL('/api/auth/login', server), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: env.ONTOBENCH_EMAIL, password: env.ONTOBENCH_PASSWORD }),
  });
  if (!reply.ok) throw new Error(`sign-in to ${server} as ${env.ONTOBENCH_EMAIL} failed: HTTP ${reply.status}`);
  return (await reply.json()).jwtToken;
}

/**
 * Uploads a bundle and its code-split chunks (file name → code); returns the registry's record and
 * whether it upgraded an installed plugin. Throws the server's reason.
 */
export async function upload(server, token, code, chunks = {}) {
  const reply = await fetch(new URL('/api/app/plugin-registry/upload', server), {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ code, chunks }),
  });
  const body = await reply.json().catch(() => ({}));
  if (!reply.ok) throw new Error(`the server refused the plugin (HTTP ${reply.status}): ${body.error ?? ''}`);
  return { record: body, upgraded: reply.status === 200 };
}

/** The JSON of a bundle's header line, or undefined when line 1 is not one. */
function readHeader(code) {
  const match = HEADER.exec(code.split('\n', 1)[0]);
  if (!match) return undefined;
  try {
    return JSON.parse(match[1]);
  } catch {
    return undefined;
  }
}

/**
 * The built plugin in `root` — `dist/<id>.plugin.js` (or the one bundle dist/ holds) and its code-split
 * chunks, every other module of dist/ — after checking that its header names the id and version that
 * package.json names now. The header was written from package.json at build time; if package.json
 * changed since (or `npm run dev` still runs with the one it started with), the server would install
 * the plugin under a name its package no longer has. Throws a message naming both values.
 */
export function readBuiltPlugin(root) {
  const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  const id = pkg.ontobench?.id;
  const version = pkg.version;
  const dir = path.join(root, 'dist');
  const bundles = existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith('.plugin.js')) : [];
  const name = bundles.includes(`${id}.plugin.js`) ? `${id}.plugin.js` : bundles[0];
  if (!name) throw new Error(`there is no built plugin in ${dir}: run npm run build first`);
  const code = readFileSync(path.join(dir, name), 'utf8');
  const header = readHeader(code);
  if (!header) throw new Error(`dist/${name} has no plugin header on its first line: run npm run build first`);
  const problems = [];
  if (header.id !== id) {
    problems.push(`its id ${JSON.stringify(header.id)} differs from package.json "ontobench.id" ${JSON.stringify(id)}`);
  }
  if (header.version !== version) {
    problems.push(
      `its version ${JSON.stringify(header.version)} differs from package.json "version" ${JSON.stringify(version)}`,
    );
  }
  if (problems.length > 0) {
    throw new Error(
      `dist/${name} was built from another package.json: ${problems.join('; ')}. ` +
        'Nothing was uploaded; run npm run build first (restart npm run dev after changing package.json).',
    );
  }
  // Every other module in dist/ is a code-split chunk of this build (the preset empties dist/ first).
  const names = readdirSync(dir).filter((file) => file.endsWith('.js') && file !== name);
  const chunks = Object.fromEntries(names.map((file) => [file, readFileSync(path.join(dir, file), 'utf8')]));
  return { header, code, chunks };
}

async function main(command, root, env, noBuild) {
  const server = env.ONTOBENCH_URL ?? 'http://127.0.0.1:8080';
  // The plugin's own Vite (a peer of the SDK); the runner loads a TypeScript config as it is.
  const { build } = await import('vite');
  const send = async (token, stamp) => {
    const { header, code: built, chunks } = readBuiltPlugin(root);
    const code = stamp ? withVersion(built, devVersion(header.version)) : built;
    const { record, upgraded } = await upload(server, token, code, chunks);
    console.log(`${upgraded ? 'Upgraded' : 'Installed'} ${record.name} ${record.version} on ${server}`);
  };
  if (command === 'upload') {
    if (!noBuild) await build({ root, configLoader: 'runner', logLevel: 'warn' });
    // Checked before the sign-in, so a stale bundle sends nothing at all to the server.
    readBuiltPlugin(root);
    await send(await signIn(server, env), false);
    return;
  }
  const token = await signIn(server, env);
  const watcher = await build({ root, configLoader: 'runner', logLevel: 'warn', build: { watch: {} } });
  watcher.on('event', (event) => {
    if (event.code === 'BUNDLE_END') {
      event.result?.close?.();
      send(token, true).catch((error) => console.error(error.message));
    }
    if (event.code === 'ERROR') console.error(event.error?.message ?? event.error);
  });
  console.log(`Watching ${root}; every change is rebuilt and uploaded to ${server}`);
}

/** True when this file is the program being run (through a `node_modules/.bin` link too). */
function isMain() {
  try {
    return !!process.argv[1] && realpathSync(process.argv[1]) === realpathSync(fileURLToPath(import.meta.url));
  } catch {
    return false;
  }
}

if (isMain()) {
  const [command, ...flags] = process.argv.slice(2);
  const noBuild = command === 'upload' && flags.length === 1 && flags[0] === '--no-build';
  if ((command !== 'dev' && command !== 'upload') || (flags.length > 0 && !noBuild)) {
    console.error('usage: ontobench-plugin dev | upload [--no-build]   (in a plugin folder; see docs/sdk.md)');
    process.exit(2);
  }
  main(command, process.cwd(), process.env, noBuild).catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
