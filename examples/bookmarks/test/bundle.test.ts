// @vitest-environment node
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { buildPlugin, inspectBundle } from '@ontobench/sdk/vite';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

describe('bookmarks bundle', () => {
  it('is one ES module: mainMenu header without a route, a default export, only shared imports, no React', async () => {
    const { file, code } = await buildPlugin(root);
    expect(path.basename(file)).toBe('bookmarks.plugin.js');
    const report = await inspectBundle(code);
    expect(report.headerProblems).toEqual([]);
    expect(report.header).toEqual({
      id: 'bookmarks',
      version: '1.0.0',
      name: 'Bookmarks',
      sdk: '^2.0.0',
      type: 'mainMenu',
    });
    expect(report.hasDefaultExport).toBe(true);
    expect(report.dynamicImports).toBe(0);
    expect(report.imports).toEqual(['@ontobench/sdk']);
    expect(report.reactMarkers).toEqual([]);
  }, 60_000);
});
