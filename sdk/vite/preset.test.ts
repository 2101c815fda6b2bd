import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from 'vite';
import { HOST_SDK_VERSION, SHARED_MODULES as HOST_SHARED } from '@ontobench/core/common';
import { BUILT_SDK_VERSION, SHARED_MODULES, buildPlugin, headerFromPackageJson, inspectBundle } from './preset.ts';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const good = {
  version: '1.2.3',
  ontobench: { id: 'my-plugin', name: 'My plugin', type: 'global', routePath: '/my-plugin' },
  peerDependencies: { '@ontobench/sdk': '^2.0.0' },
};

describe('the header from package.json', () => {
  it('takes version, the ontobench field and the SDK peer range', () => {
    expect(headerFromPackageJson(good)).toEqual({
      id: 'my-plugin',
      version: '1.2.3',
      name: 'My plugin',
      sdk: '^2.0.0',
      type: 'global',
      routePath: '/my-plugin',
    });
  });

  it('names a missing ontobench field with an example', () => {
    expect(() => headerFromPackageJson({ version: '1.0.0' })).toThrow(/no "ontobench" field; add "ontobench": \{ "id"/);
  });

  it('lists every problem of a malformed one at once', () => {
    const bad = { version: 'one', ontobench: { id: 'My Plugin', name: '', type: 'global' }, peerDependencies: {} };
    const message = (() => {
      try {
        headerFromPackageJson(bad);
        return '';
      } catch (e) {
        return (e as Error).message;
      }
    })();
    expect(message).toContain('ontobench.id must match');
    expect(message).toContain('ontobench.name must be a non-empty text');
    expect(message).toContain('package.json version must be a semantic version');
    expect(message).toContain('peerDependencies["@ontobench/sdk"]: sdk must be a semver range');
    expect(message).toContain('ontobench.routePath is required for a plugin of type global');
  });

  it('refuses an SDK range the SDK it is built with does not satisfy: a plugin for SDK 1 after the major bump', () => {
    const wants1 = { ...good, peerDependencies: { '@ontobench/sdk': '^1.0.0' } };
    expect(() => headerFromPackageJson(wants1)).toThrow(
      `asks for ^1.0.0, but the SDK it is built with is ${BUILT_SDK_VERSION}`,
    );
  });
});

describe('versions and the shared list', () => {
  it('the SDK package, the build and the host agree on the version, which is semver 2.x', () => {
    const pkg = JSON.parse(readFileSync(path.join(repo, 'sdk/package.json'), 'utf8'));
    expect(pkg.version).toMatch(/^2\.\d+\.\d+$/);
    expect(BUILT_SDK_VERSION).toBe(pkg.version);
    expect(HOST_SDK_VERSION).toBe(pkg.version);
  });

  it('the version is written once: the SDK and the host read sdk/package.json', () => {
    const index = readFileSync(path.join(repo, 'sdk/src/index.ts'), 'utf8');
    const host = readFileSync(path.join(repo, 'core/src/common/plugins.ts'), 'utf8');
    expect(index).toContain("from '../package.json' with { type: 'json' };");
    expect(host).toContain("from '../../../sdk/package.json' with { type: 'json' };");
    expect(`${index}\n${host}`).not.toMatch(/VERSION(?::\s*string)?\s*=\s*'\d/);
  });

  it('the preset externalises the host’s own list (one list, not two)', () => {
    expect(SHARED_MODULES).toBe(HOST_SHARED);
  });
});

describe('building with the preset', () => {
  // Inside the repository, so the fixture resolves the SDK, React and dayjs as a plugin here would.
  const dir = mkdtempSync(path.join(repo, '.tmp-preset-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  };
  write('package.json', JSON.stringify({ ...good, type: 'module' }));
  write(
    'vite.config.ts',
    `import { ontobenchPlugin } from '@ontobench/sdk/vite';\nexport default { plugins: [ontobenchPlugin()] };\n`,
  );
  // A shared module, a subpath of one, a third-party library to bundle, and a lazy page to inline.
  write(
    'src/index.tsx',
    `import { defineExtension } from '@ontobench/sdk';
import { createRoot } from 'react-dom/client';
import dayjs from 'dayjs';
export const mount = (el: HTMLElement) => createRoot(el).render(<b>{dayjs(0).year()}</b>);
export default defineExtension({ id: 'my-plugin', version: '1.2.3', contributes: { routes: [
  { id: 'p', path: '/my-plugin', layout: 'main', requiresAuth: true, app: 'both', page: () => import('./page.tsx') }] } });
`,
  );
  write('src/page.tsx', `export default function P() { return <p>page</p>; }\n`);
  write('src/uses-react.ts', `export { createElement, useState } from 'react';\n`);

  it('writes one minified module: header on line 1, shared imports bare, the rest bundled, lazy code inlined', async () => {
    const { file, code } = await buildPlugin(dir);
    expect(path.relative(dir, file)).toBe(path.join('dist', 'my-plugin.plugin.js'));
    const report = await inspectBundle(code);
    expect(code.split('\n')[0]).toBe(
      '/*! @ontobench/plugin {"id":"my-plugin","version":"1.2.3","name":"My plugin","sdk":"^2.0.0","type":"global","routePath":"/my-plugin"} */',
    );
    expect(report.headerProblems).toEqual([]);
    expect([...new Set(report.imports)].sort()).toEqual(['@ontobench/sdk', 'react-dom/client', 'react/jsx-runtime']);
    expect(report.foreignImports).toEqual([]);
    expect(report.dynamicImports).toBe(0);
    expect(report.hasDefaultExport).toBe(true);
    expect(report.reactMarkers).toEqual([]);
    expect(code).toContain('page'); // the lazy page is inside
    expect(code.split('\n').length).toBeLessThan(5); // minified
  }, 60_000);

  it('the React check can fail: a module using React built without the preset carries a copy', async () => {
    const out = path.join(dir, 'plain');
    await build({
      root: dir,
      configFile: false,
      logLevel: 'silent',
      build: {
        outDir: out,
        lib: { entry: path.join(dir, 'src/uses-react.ts'), formats: ['es'], fileName: () => 'plain.js' },
      },
      define: { 'process.env.NODE_ENV': '"production"' },
    });
    const report = await inspectBundle(readFileSync(path.join(out, 'plain.js'), 'utf8'));
    expect(report.reactMarkers.length).toBeGreaterThan(0);
    expect(report.header).toBeNull();
  }, 60_000);

  it('with codeSplitting, a lazy page becomes a chunk beside the entry, which reaches the entry as ./index.js', async () => {
    const config = readFileSync(path.join(dir, 'vite.config.ts'), 'utf8');
    const index = readFileSync(path.join(dir, 'src/index.tsx'), 'utf8');
    write('vite.config.ts', config.replace('ontobenchPlugin()', 'ontobenchPlugin({ codeSplitting: true })'));
    write('src/shared.ts', `export const greeting = { text: 'shared-marker' };\n`);
    write(
      'src/split-page.tsx',
      `import { greeting } from './shared.ts';\nexport default function P() { return <p>{'lazy-marker' + greeting.text}</p>; }\n`,
    );
    write(
      'src/index.tsx',
      index
        .replace("import('./page.tsx')", "import('./split-page.tsx')")
        .replace(
          "import dayjs from 'dayjs';",
          "import dayjs from 'dayjs';\nimport { greeting } from './shared.ts';\nexport const g = greeting;",
        ),
    );
    try {
      const { code, chunks } = await buildPlugin(dir);
      const names = Object.keys(chunks);
      expect(names.length).toBeGreaterThan(0);
      for (const name of names) expect(name).toMatch(/^my-plugin-[A-Za-z0-9_-]+\.js$/);
      expect(code).not.toContain('lazy-marker');
      expect(names.filter((name) => chunks[name]!.includes('lazy-marker'))).toHaveLength(1);
      const report = await inspectBundle(code);
      expect(report.headerProblems).toEqual([]);
      expect(report.foreignImports).toEqual([]);
      expect(report.chunkImports.length).toBeGreaterThan(0);
      // Every file reaches the others by the names the host serves them under: ./index.js and ./<chunk>.
      const served = new Set(['./index.js', ...names.map((name) => `./${name}`)]);
      for (const imported of report.chunkImports) expect(served).toContain(imported);
      for (const name of names) {
        const chunkReport = await inspectBundle(chunks[name]!);
        expect(chunkReport.foreignImports).toEqual([]);
        for (const imported of chunkReport.chunkImports) expect(served).toContain(imported);
        expect(chunks[name]).not.toContain('my-plugin.plugin.js');
      }
    } finally {
      write('vite.config.ts', config);
      write('src/index.tsx', index);
    }
  }, 60_000);

  it('a manifest whose id or version differs from package.json fails the build, naming both, and writes nothing', async () => {
    const index = readFileSync(path.join(dir, 'src/index.tsx'), 'utf8');
    write('src/index.tsx', index.replace("id: 'my-plugin', version: '1.2.3'", "id: 'my-plugn', version: '1.2.4'"));
    rmSync(path.join(dir, 'dist'), { recursive: true, force: true });
    try {
      const failure = await buildPlugin(dir).then(
        () => '',
        (e: Error) => e.message,
      );
      expect(failure).toContain(`the manifest's id "my-plugn" differs from package.json "ontobench.id" "my-plugin"`);
      expect(failure).toContain(`the manifest's version "1.2.4" differs from package.json "version" "1.2.3"`);
      expect(existsSync(path.join(dir, 'dist', 'my-plugin.plugin.js'))).toBe(false);
    } finally {
      write('src/index.tsx', index);
    }
  }, 60_000);

  it('a malformed package.json fails the build with the message, and writes nothing', async () => {
    write('package.json', JSON.stringify({ ...good, ontobench: { ...good.ontobench, type: 'sidebar' } }));
    rmSync(path.join(dir, 'dist'), { recursive: true, force: true });
    await expect(buildPlugin(dir)).rejects.toThrow(
      'ontobench.type must be one of global, generic, mainMenu (got "sidebar")',
    );
    expect(() => readFileSync(path.join(dir, 'dist', 'my-plugin.plugin.js'))).toThrow();
  }, 60_000);
});
