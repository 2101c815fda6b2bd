#!/usr/bin/env node
// `npm run build -w @ontobench/sdk`: the SDK as a package that works outside this repository, in
// sdk/dist/ (docs/sdk.md, "Packaging"): JavaScript in lib/ (the private core bundled in; third-party
// packages stay imports, the shared modules peers), declarations in types/, the scaffold, the lint rule
// and a package.json whose exports name only those. `npm pack sdk/dist` makes the tarball.
import { cpSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { init, parse } from 'es-module-lexer';

const sdk = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repo = path.dirname(sdk);
const out = path.join(sdk, 'dist');
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));
const sdkPkg = readJson(path.join(sdk, 'package.json'));

/** The entry points: export path → source file, built to lib/<name>.js. */
const ENTRIES = {
  index: { exportPath: '.', source: 'src/index.ts', types: 'types/sdk/src/index.d.ts' },
  common: { exportPath: './common', source: 'src/common.ts', types: 'types/sdk/src/common.d.ts' },
  node: { exportPath: './node', source: 'src/node.ts', types: 'types/sdk/src/node.d.ts' },
  testing: { exportPath: './testing', source: 'src/testing.tsx', types: 'types/sdk/src/testing.d.ts' },
  vite: { exportPath: './vite', source: 'vite/preset.ts', types: 'types/sdk/vite/preset.d.ts' },
};

const isBuiltin = (id) => id.startsWith('node:') || builtinModules.includes(id);
/** A package name from a bare specifier: `@scope/name/sub` → `@scope/name`. */
const packageOf = (id) =>
  id
    .split('/')
    .slice(0, id.startsWith('@') ? 2 : 1)
    .join('/');
/** Bundled: the sources and the private core. Everything else is an import of a package the SDK depends on. */
// The compiler's own helpers (decorators) are bundled too: they are no dependency of the sources.
const isExternal = (id) =>
  !id.startsWith('.') &&
  !path.isAbsolute(id) &&
  !id.startsWith('\0') &&
  !id.startsWith('@ontobench/core') &&
  !id.startsWith('@oxc-project/runtime');

function run(cmd, args) {
  const result = spawnSync(cmd, args, { cwd: repo, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed`);
}

function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });
}

/**
 * Node's ES loader needs the file extension in a deep import of a package without an `exports` map
 * (`dayjs/plugin/utc` → `dayjs/plugin/utc.js`); bundlers do not. The built SDK is also run by Node
 * (plugin tests, the Vite preset), so such imports are written out in full.
 */
function fullSpecifier(id) {
  if (!isExternal(id) || isBuiltin(id)) return null;
  const name = packageOf(id);
  if (id === name || /\.[cm]?js$/.test(id)) return null;
  if (readJson(path.join(repo, 'node_modules', name, 'package.json')).exports) return null;
  try {
    return statSync(path.join(repo, 'node_modules', `${id}.js`)).isFile() ? `${id}.js` : null;
  } catch {
    return null; // not a file of its own: leave it as written
  }
}

const nodeSpecifiers = {
  name: 'ontobench-node-specifiers',
  enforce: 'pre',
  resolveId(id) {
    const full = fullSpecifier(id);
    return full ? { id: full, external: true } : null;
  },
};

async function buildJavaScript() {
  await build({
    plugins: [nodeSpecifiers],
    root: sdk,
    configFile: false,
    logLevel: 'warn',
    mode: 'production',
    oxc: { jsx: { runtime: 'automatic', development: false } },
    build: {
      outDir: path.join(out, 'lib'),
      emptyOutDir: true,
      minify: false,
      sourcemap: false,
      copyPublicDir: false,
      target: 'es2022',
      lib: {
        entry: Object.fromEntries(Object.entries(ENTRIES).map(([name, e]) => [name, path.join(sdk, e.source)])),
        formats: ['es'],
        fileName: (_format, name) => `${name}.js`,
      },
      rolldownOptions: {
        external: (id) => isBuiltin(id) || (isExternal(id) && !fullSpecifier(id)),
        // Chunks beside the entries: header.ts finds package.json at `<lib>/../package.json`.
        output: { chunkFileNames: 'shared-[hash].js' },
      },
    },
  });
}

/** Declarations of the SDK and the core parts it exposes, with the core's package imports made relative. */
function buildDeclarations() {
  run(process.execPath, [
    path.join(repo, 'node_modules/typescript/bin/tsc'),
    '-p',
    path.join(sdk, 'tsconfig.build.json'),
  ]);
  const types = path.join(out, 'types');
  for (const file of walk(types).filter((f) => f.endsWith('.d.ts'))) {
    const text = readFileSync(file, 'utf8');
    const rewritten = text
      .replace(/(['"])@ontobench\/core\/(common|browser|node)\1/g, (_m, q, part) => {
        let rel = path.relative(path.dirname(file), path.join(types, 'core/src', part, 'index.js'));
        if (!rel.startsWith('.')) rel = `./${rel}`;
        return `${q}${rel.split(path.sep).join('/')}${q}`;
      })
      // The sources import `./x.ts`; a declaration imports `./x.js`, which resolves to `./x.d.ts`.
      .replace(/(['"])(\.{1,2}\/[^'"]*?)\.tsx?\1/g, '$1$2.js$1');
    if (rewritten !== text) writeFileSync(file, rewritten);
  }
}

/** Every package the built code or its declarations import, except the SDK's peers. */
async function dependencies() {
  await init;
  const peers = new Set(Object.keys(sdkPkg.peerDependencies ?? {}));
  const used = new Set();
  for (const file of walk(path.join(out, 'lib'))) {
    for (const entry of parse(readFileSync(file, 'utf8'))[0]) {
      if (entry.n && !entry.n.startsWith('.') && !isBuiltin(entry.n)) used.add(packageOf(entry.n));
    }
  }
  // The versions this build was made and tested with (what the repository has installed), from there up.
  const deps = {};
  for (const name of [...used].sort()) {
    if (peers.has(name) || name.startsWith('@ontobench/')) continue;
    deps[name] = `^${readJson(path.join(repo, 'node_modules', name, 'package.json')).version}`;
  }
  return deps;
}

function copyAssets() {
  for (const part of ['template', 'lint', 'CHANGELOG.md']) {
    cpSync(path.join(sdk, part), path.join(out, part), {
      recursive: true,
      // No tests, and no TypeScript but declarations (the export-docs check is the repository's own).
      filter: (src) => !/\.test\.[jt]sx?$/.test(src) && !(/\.tsx?$/.test(src) && !src.endsWith('.d.ts')),
    });
  }
  mkdirSync(path.join(out, 'bin'), { recursive: true });
  for (const bin of ['create-plugin.mjs', 'plugin.mjs']) cpSync(path.join(sdk, 'bin', bin), path.join(out, 'bin', bin));
}

async function writePackageJson() {
  const exports = {};
  for (const [name, entry] of Object.entries(ENTRIES)) {
    exports[entry.exportPath] = { types: `./${entry.types}`, default: `./lib/${name}.js` };
  }
  exports['./eslint'] = { types: './lint/extension-boundary.d.ts', default: './lint/extension-boundary.js' };
  exports['./package.json'] = './package.json';
  const pkg = {
    name: sdkPkg.name,
    version: sdkPkg.version,
    description: sdkPkg.description,
    type: 'module',
    license: sdkPkg.license,
    exports,
    bin: sdkPkg.bin,
    files: ['lib', 'types', 'bin', 'lint', 'template', 'CHANGELOG.md'],
    dependencies: await dependencies(),
    peerDependencies: sdkPkg.peerDependencies,
    peerDependenciesMeta: sdkPkg.peerDependenciesMeta,
  };
  writeFileSync(path.join(out, 'package.json'), `${JSON.stringify(pkg, null, 2)}\n`);
}

rmSync(out, { recursive: true, force: true });
await buildJavaScript();
buildDeclarations();
copyAssets();
await writePackageJson();
console.log(`@ontobench/sdk ${sdkPkg.version} built in ${path.relative(process.cwd(), out) || '.'}`);
