#!/usr/bin/env node
// Scaffolds a runtime plugin: `npm run new-plugin -- my-plugin [target-dir] [--name "My plugin"]`.
// Writes package.json (the ontobench field, the SDK peer range), vite.config.ts with the preset,
// tsconfig.json, src/index.tsx (a global route page, ru + en), README.md and a build test.
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
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
  };
  const written = [];
  for (const file of templateFiles()) {
    const out = path.join(target, file.replace(/\.tmpl$/, ''));
    let text = readFileSync(path.join(templateDir, file), 'utf8');
    for (const [key, value] of Object.entries(values)) text = text.replaceAll(key, value);
    mkdirSync(path.dirname(out), { recursive: true });
    writeFileSync(out, text);
    written.push(out);
  }
  return written;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const nameAt = args.indexOf('--name');
  const name = nameAt >= 0 ? args[nameAt + 1] : undefined;
  if (nameAt >= 0) args.splice(nameAt, 2);
  const [id, dir] = args;
  if (!id) usage('missing the plugin id');
  const target = path.resolve(dir ?? path.join('examples', id));
  try {
    const written = createPlugin({ id, target, name });
    console.log(`Created ${written.length} files in ${path.relative(process.cwd(), target) || '.'}`);
    console.log(`Next: cd ${path.relative(process.cwd(), target) || '.'} && npx vite build --configLoader runner`);
  } catch (error) {
    usage(error.message);
  }
}
