// @vitest-environment node
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { buildPlugin, inspectBundle } from '@ontobench/sdk/vite';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

describe('callout-component bundle', () => {
  it('is one ES module with renderer and editor inlined, a generic header with its kind, only shared imports, no React', async () => {
    const { file, code } = await buildPlugin(root);
    expect(path.basename(file)).toBe('callout-component.plugin.js');
    const report = await inspectBundle(code);
    expect(report.headerProblems).toEqual([]);
    expect(report.header).toMatchObject({ id: 'callout-component', type: 'generic', sdk: '^2.0.0' });
    expect(report.header?.routePath).toBeUndefined();
    // The kind and its places, in the header: the server's container table knows it without running the plugin.
    expect(report.header?.documentComponents).toEqual([
      {
        id: 'callout',
        allowedIn: ['document', 'column', 'section', 'orderedList', 'unorderedList', 'tableCell', 'composer'],
      },
    ]);
    expect(report.hasDefaultExport).toBe(true);
    expect(report.dynamicImports).toBe(0);
    expect(report.foreignImports).toEqual([]);
    expect([...new Set(report.imports)].sort()).toEqual([
      '@fluentui/react-components',
      '@ontobench/sdk',
      'react/jsx-runtime',
    ]);
    expect(report.reactMarkers).toEqual([]);
  }, 60_000);
});
