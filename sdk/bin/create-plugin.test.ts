import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { buildPlugin, inspectBundle } from '../vite/preset.ts';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// Inside the repository, so the scaffold resolves the SDK and React as a plugin in examples/ does.
const parent = mkdtempSync(path.join(repo, '.tmp-scaffold-'));
afterAll(() => rmSync(parent, { recursive: true, force: true }));
const scaffold = (...args: string[]) =>
  execFileSync(process.execPath, [path.join(repo, 'sdk/bin/create-plugin.mjs'), ...args], {
    cwd: repo,
    encoding: 'utf8',
  });

describe('npm run new-plugin', () => {
  const target = path.join(parent, 'my-plugin');

  it('writes a plugin package: manifest, page with ru and en, tool configs, tsconfig, README, tests', () => {
    const out = scaffold('my-plugin', target, '--name', 'My plugin');
    expect(out).toContain('Created 15 files');
    for (const file of [
      'package.json',
      'vite.config.ts',
      'vitest.config.ts',
      'eslint.config.js',
      '.prettierrc.json',
      '.prettierignore',
      '.gitignore',
      'tsconfig.json',
      'README.md',
      'src/index.tsx',
      'src/pages/MainPage.tsx',
      'src/i18n/ru.ts',
      'src/i18n/en.ts',
      'test/plugin.test.ts',
      'test/page.test.tsx',
    ]) {
      expect(existsSync(path.join(target, file)), file).toBe(true);
    }
    const pkg = JSON.parse(readFileSync(path.join(target, 'package.json'), 'utf8'));
    expect(pkg.ontobench).toEqual({
      id: 'my-plugin',
      name: 'My plugin',
      type: 'global',
      routePath: '/my-plugin',
      routeMetaInfo: { titleKey: 'title' },
    });
    expect(pkg.peerDependencies['@ontobench/sdk']).toBe('^2.0.0');
    expect(pkg.scripts).toMatchObject({ test: 'vitest run', dev: 'ontobench-plugin dev' });
    for (const file of ['package.json', 'src/index.tsx', 'src/pages/MainPage.tsx', 'test/page.test.tsx']) {
      expect(readFileSync(path.join(target, file), 'utf8'), file).not.toMatch(/__[A-Z_]+__/);
    }
  });

  it('writes files that pass Prettier, with its own config and with the repository’s', () => {
    const prettier = path.join(repo, 'node_modules/prettier/bin/prettier.cjs');
    const check =
      (cwd: string, ...args: string[]) =>
      () =>
        execFileSync(process.execPath, [prettier, '--check', ...args], { cwd, encoding: 'utf8', stdio: 'pipe' });
    expect(check(target, '.')).not.toThrow();
    expect(check(repo, path.relative(repo, target))).not.toThrow();
  }, 60_000);

  it('runs through a symlink, as npx runs it from node_modules/.bin', () => {
    const link = path.join(parent, 'create-ontobench-plugin');
    symlinkSync(path.join(repo, 'sdk/bin/create-plugin.mjs'), link);
    const out = execFileSync(process.execPath, [link, 'linked', path.join(parent, 'linked')], { encoding: 'utf8' });
    expect(out).toContain('Created 15 files');
    expect(existsSync(path.join(parent, 'linked/src/index.tsx'))).toBe(true);
  });

  it('builds into one bundle with the header, a default export and no React inside', async () => {
    const { file, code } = await buildPlugin(target);
    expect(path.relative(target, file)).toBe(path.join('dist', 'my-plugin.plugin.js'));
    const report = await inspectBundle(code);
    expect(report.headerProblems).toEqual([]);
    expect(report.header).toMatchObject({
      id: 'my-plugin',
      name: 'My plugin',
      type: 'global',
      routePath: '/my-plugin',
    });
    expect(report.hasDefaultExport).toBe(true);
    expect(report.foreignImports).toEqual([]);
    expect(report.dynamicImports).toBe(0);
    expect(report.reactMarkers).toEqual([]);
  }, 60_000);

  // In this repository the SDK resolves to its TypeScript sources, so this also checks that the
  // template's compiler options suit them (tests/api/sdk-outside-repo.test.ts checks the built package).
  it('type-checks on its own tsconfig', () => {
    const tsc = path.join(repo, 'node_modules/typescript/bin/tsc');
    const check = () =>
      execFileSync(process.execPath, [tsc, '-p', path.join(target, 'tsconfig.json')], { encoding: 'utf8' });
    expect(check).not.toThrow();
  }, 120_000);

  it('refuses a bad id and a non-empty folder, writing nothing', () => {
    expect(() => scaffold('My Plugin', path.join(parent, 'bad'))).toThrow(/is not a plugin id/);
    expect(existsSync(path.join(parent, 'bad'))).toBe(false);
    expect(() => scaffold('other', target)).toThrow(/exists and is not empty/);
  });
});
