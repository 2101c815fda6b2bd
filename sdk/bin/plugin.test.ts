/**
 * `ontobench-plugin upload` / `dev` read the built plugin with readBuiltPlugin: its header must name the
 * id and version package.json names now, or nothing is uploaded (docs/sdk.md, "One source of the id and
 * version"). tests/api/sdk-outside-repo.test.ts runs the command itself against a real server.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readBuiltPlugin, withVersion } from './plugin.mjs';

const folders: string[] = [];
afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const header = (id: string, version: string) =>
  `/*! @ontobench/plugin ${JSON.stringify({ id, version, name: 'P', sdk: '^2.0.0', type: 'generic' })} */`;

/** A plugin folder whose package.json says `pkg` and whose dist/ holds `files`. */
function plugin(pkg: { id: string; version: string }, files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'ontobench-upload-'));
  folders.push(root);
  writeFileSync(path.join(root, 'package.json'), JSON.stringify({ version: pkg.version, ontobench: { id: pkg.id } }));
  mkdirSync(path.join(root, 'dist'));
  for (const [name, code] of Object.entries(files)) writeFileSync(path.join(root, 'dist', name), code);
  return root;
}

describe('readBuiltPlugin', () => {
  it('returns the bundle, its header and its chunks when the header is package.json', () => {
    const code = `${header('my-plugin', '0.2.0')}\nexport default {};`;
    const root = plugin(
      { id: 'my-plugin', version: '0.2.0' },
      { 'my-plugin.plugin.js': code, 'my-plugin-a1b2.js': 'export const x = 1;' },
    );
    expect(readBuiltPlugin(root)).toEqual({
      header: expect.objectContaining({ id: 'my-plugin', version: '0.2.0' }),
      code,
      chunks: { 'my-plugin-a1b2.js': 'export const x = 1;' },
    });
  });

  it('refuses a bundle built before package.json got another version, naming both', () => {
    const root = plugin({ id: 'my-plugin', version: '0.3.0' }, { 'my-plugin.plugin.js': header('my-plugin', '0.2.0') });
    expect(() => readBuiltPlugin(root)).toThrow(
      'dist/my-plugin.plugin.js was built from another package.json: its version "0.2.0" differs from package.json "version" "0.3.0". Nothing was uploaded; run npm run build first',
    );
  });

  it('refuses a bundle built before package.json got another id, naming both', () => {
    const root = plugin({ id: 'renamed', version: '0.2.0' }, { 'my-plugin.plugin.js': header('my-plugin', '0.2.0') });
    expect(() => readBuiltPlugin(root)).toThrow(
      'its id "my-plugin" differs from package.json "ontobench.id" "renamed"',
    );
  });

  it('refuses a bundle whose header was edited by hand to another id', () => {
    const root = plugin({ id: 'my-plugin', version: '0.2.0' }, { 'my-plugin.plugin.js': header('other', '0.2.0') });
    expect(() => readBuiltPlugin(root)).toThrow('its id "other" differs from package.json "ontobench.id" "my-plugin"');
  });

  it('says to build when there is no bundle, or no header on its first line', () => {
    expect(() => readBuiltPlugin(plugin({ id: 'p', version: '1.0.0' }, {}))).toThrow('run npm run build first');
    const headless = plugin({ id: 'p', version: '1.0.0' }, { 'p.plugin.js': 'export default {};' });
    expect(() => readBuiltPlugin(headless)).toThrow('dist/p.plugin.js has no plugin header on its first line');
  });
});

describe('withVersion', () => {
  it('rewrites only the header version', () => {
    const code = `${header('p', '1.0.0')}\nexport default {};`;
    expect(withVersion(code, '1.0.1-dev.5')).toBe(`${header('p', '1.0.1-dev.5')}\nexport default {};`);
  });
});
