#!/usr/bin/env node
// Scaffolds a runtime plugin: `npx create-ontobench-plugin my-plugin [target-dir] [--name "My plugin"]`
// (in this repository also `npm run new-plugin -- my-plugin`). Writes package.json (the one place of the
// id and version, the SDK peer range, scripts and dev tools), the Vite, Vitest, ESLint and Prettier
// configs, tsconfig.json, src/index.tsx (a global route page, ru + en), README.md and two tests.
import { existsSync, mkdirSync, readFileSync, readdirSync, realpathSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const templateDir = path.join(here, '..', 'template');
const sdkVersion = JSON.parse(readFileSync(path.join(here, '..', 'package.json'), 'utf8')).version;
// The host's rule for extension ids (core/src/common/manifest.ts EXTENSION_ID_PATTERN).
const ID_PATTERN = /^[a-z][a-z0-9]*(?:[-.][a-z0-9]+)*$/;

function usage(message) {
  console.error(`${message}\nusage: create-plugin <id> [target-dir] [--name "Display name"]`);
  process.exit(2);
}

/** Every template file, as paths relative to the template folder. */
function templateFiles(dir = templateDir) {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    return statSync(full).isDirectory() ? templateFiles(full) : [path.relative(templateDir, full)];
  });
}

export function createPlugin({ id, target, name }) {
  if (!ID_PATTERN.test(id))
    throw new Error(`"${id}" is not a plugin id: lower-case letters, digits, - or . (e.g. my-plugin)`);
  if (existsSync(target) && readdirSync(target).length > 0) throw new Error(`${target} exists and is not empty`);
  const values = {
    __ID__: id,
    __NAME__:
      name ??
      id
        .split(/[-.]/)
        .map((w) => w[0].toUpperCase() + w.slice(1))
        .join(' '),
    __SDK_MAJOR__: sdkVersion.split('.')[0],
    __SDK_VERSION__: sdkVersion,
  };
  const written = [];
  for (const file of templateFiles()) {
    // Dot files are stored as `_name` (npm leaves some dot files out of a package, .gitignore among them).
    const out = path.join(target, file.replace(/\.tmpl$/, '').replace(/(^|[\\/])_/, '$1.'));
    let text = readFileSync(path.join(templateDir, file), 'utf8');
    for (const [key, value] of Object.entries(values)) text = text.replaceAll(key, value);
    mkdirSync(path.dirname(out), { recursive: true });
    writeFileSync(out, text);
    written.push(out);
  }
  return written;
}

/**
 * True when this file is the program being run. `npx create-ontobench-plugin` runs it through the
 * `node_modules/.bin` symlink, so argv[1] is the link's path: compare real paths, not names.
 */
function isMain() {
  if (!process.argv[1]) return false;
  try {
    return realpathSync(process.argv[1]) === realpathSync(fileURLToPath(import.meta.url));
  } catch {
    return false;
  }
}

if (isMain()) {
  const args = process.argv.slice(2);
  const nameAt = args.indexOf('--name');
  const name = nameAt >= 0 ? args[nameAt + 1] : undefined;
  if (nameAt >= 0) args.splice(nameAt, 2);
  const [id, dir] = args;
  if (!id) usage('missing the plugin id');
  // In a checkout of Ontobench (it has examples/) the plugin goes beside the examples; elsewhere into ./<id>.
  const target = path.resolve(dir ?? (existsSync('examples') ? path.join('examples', id) : id));
  try {
    const written = createPlugin({ id, target, name });
    console.log(`Created ${written.length} files in ${path.relative(process.cwd(), target) || '.'}`);
    console.log(`Next: cd ${path.relative(process.cwd(), target) || '.'} && npm install && npm test && npm run build`);
  } catch (error) {
    usage(error.message);
  }
}
