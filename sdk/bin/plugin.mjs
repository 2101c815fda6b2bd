#!/usr/bin/env node
// `ontobench-plugin upload` and `ontobench-plugin dev`, run in a plugin's folder (docs/sdk.md, "Watch mode").
//   upload — builds the plugin and uploads dist/<id>.plugin.js to a running Ontobench server: installs
//            it, or upgrades the installed one when package.json's version is newer.
//   dev    — builds, uploads, then rebuilds and uploads again on every change. Each upload gets a
//            development version (<next patch>-dev.<time>), so the server takes it as an upgrade and every
//            signed-in browser swaps the plugin live (the server's PLUGINS_CHANGED over realtime).
// The server and an administrator's credentials come from the environment: ONTOBENCH_URL (default
// http://127.0.0.1:8080) and ONTOBENCH_TOKEN, or ONTOBENCH_EMAIL with ONTOBENCH_PASSWORD.
import { readFileSync, readdirSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const HEADER = /^\/\*! @ontobench\/plugin (.*) \*\/$/;

/** The bundle with another version in its header line (the rest of the file untouched). */
export function withVersion(code, version) {
  const newline = code.indexOf('\n');
  const first = newline < 0 ? code : code.slice(0, newline);
  const match = HEADER.exec(first);
  if (!match) throw new Error('the bundle has no plugin header on its first line');
  const header = { ...JSON.parse(match[1]), version };
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

function bundleFile(root) {
  const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  return path.join(root, 'dist', `${pkg.ontobench?.id}.plugin.js`);
}

async function main(command, root, env) {
  const server = env.ONTOBENCH_URL ?? 'http://127.0.0.1:8080';
  const token = await signIn(server, env);
  // The plugin's own Vite (a peer of the SDK); the runner loads a TypeScript config as it is.
  const { build } = await import('vite');
  const send = async (stamp) => {
    const file = bundleFile(root);
    const built = readFileSync(file, 'utf8');
    const version = JSON.parse(HEADER.exec(built.split('\n', 1)[0])[1]).version;
    const code = stamp ? withVersion(built, devVersion(version)) : built;
    // Every other module in dist/ is a code-split chunk of this build (the preset empties dist/ first).
    const dir = path.dirname(file);
    const names = readdirSync(dir).filter((name) => name.endsWith('.js') && name !== path.basename(file));
    const chunks = Object.fromEntries(names.map((name) => [name, readFileSync(path.join(dir, name), 'utf8')]));
    const { record, upgraded } = await upload(server, token, code, chunks);
    console.log(`${upgraded ? 'Upgraded' : 'Installed'} ${record.name} ${record.version} on ${server}`);
  };
  if (command === 'upload') {
    await build({ root, configLoader: 'runner', logLevel: 'warn' });
    await send(false);
    return;
  }
  const watcher = await build({ root, configLoader: 'runner', logLevel: 'warn', build: { watch: {} } });
  watcher.on('event', (event) => {
    if (event.code === 'BUNDLE_END') {
      event.result?.close?.();
      send(true).catch((error) => console.error(error.message));
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
  const [command] = process.argv.slice(2);
  if (command !== 'dev' && command !== 'upload') {
    console.error('usage: ontobench-plugin dev | upload   (in a plugin folder; see docs/sdk.md)');
    process.exit(2);
  }
  main(command, process.cwd(), process.env).catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
