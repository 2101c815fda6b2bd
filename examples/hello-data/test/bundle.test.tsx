/**
 * The built bundle, as the host will take it: built with the preset from this folder, checked
 * statically (header, default export, imports, no React copy), then imported and installed into a
 * real kernel, where its route, menu entry and page work with the host's React, Fluent and i18next.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { PROP, type ExtensionManifest } from '@ontobench/sdk';
import { PluginTestRoot, createPluginTestKernel, fakeDataClient, loadRoutePage } from '@ontobench/sdk/testing';
import { buildPlugin, inspectBundle, type BundleReport } from '@ontobench/sdk/vite';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));

let file = '';
let report: BundleReport;
beforeAll(async () => {
  const built = await buildPlugin(root);
  file = built.file;
  report = await inspectBundle(built.code);
}, 60_000);

describe('hello-data bundle', () => {
  it('is dist/hello-data.plugin.js with the header built from package.json on line 1', () => {
    expect(path.relative(root, file)).toBe(path.join('dist', 'hello-data.plugin.js'));
    expect(report.headerProblems).toEqual([]);
    expect(report.header).toEqual({
      id: 'hello-data',
      version: pkg.version,
      name: 'Hello data',
      sdk: pkg.peerDependencies['@ontobench/sdk'],
      type: 'global',
      routePath: '/hello-data',
      routeMetaInfo: { titleKey: 'title', icon: 'ontology' },
    });
  });

  it('is one module importing only the shared modules, with no copy of React', () => {
    expect(report.hasDefaultExport).toBe(true);
    expect(report.dynamicImports).toBe(0);
    expect(report.foreignImports).toEqual([]);
    expect(report.imports).toEqual(expect.arrayContaining(['@ontobench/sdk', 'react', 'react/jsx-runtime']));
    expect(report.reactMarkers).toEqual([]);
  });

  it('default-exports the manifest with the header’s id, and it works in a real kernel', async () => {
    const manifest = (await import(/* @vite-ignore */ pathToFileURL(file).href)).default as ExtensionManifest;
    expect(manifest.id).toBe(report.header?.id);
    const { client } = fakeDataClient(() => ({
      rows: [{ row: 0, inst: 'c1', prop: PROP.name, val: 'Сотрудник', cap: 'Сотрудник' }],
      count_rows: 1,
    }));
    const kernel = createPluginTestKernel({ data: client });
    kernel.host.install(manifest);
    expect(kernel.points.routes.get('hello-data')).toMatchObject({ path: report.header?.routePath, layout: 'main' });
    expect(kernel.points.menus.get('hello-data.menu')?.route).toBe('/hello-data');
    const Page = await loadRoutePage(kernel, 'hello-data');
    render(
      <PluginTestRoot kernel={kernel} extensionId="hello-data">
        <Page params={{}} />
      </PluginTestRoot>,
    );
    expect((await screen.findByTestId('hello-data-count')).textContent).toBe('Виден 1 класс');
  });
});
