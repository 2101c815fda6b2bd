import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  HOST_SDK_VERSION,
  SHARED_MODULES,
  formatPluginHeader,
  parsePluginHeader,
  sharedModuleUrl,
  type PluginHeader,
} from './plugins.ts';

const HEADER: PluginHeader = {
  id: 'hello-data',
  version: '1.0.0',
  name: 'Hello data',
  sdk: '^2.0.0',
  type: 'global',
  routePath: '/hello-data',
  routeMetaInfo: { titleKey: 'title' },
};

describe('plugin header (docs/plugins.md)', () => {
  it('reads back what the preset writes, on line 1 only', () => {
    const source = `${formatPluginHeader(HEADER)}\nexport default {};`;
    expect(parsePluginHeader(source)).toEqual({ header: HEADER, problems: [] });
    expect(parsePluginHeader(`\n${source}`).problems[0]).toMatch(/first line must be the plugin header/);
  });

  it('escapes a comment end inside the JSON, so the header stays one comment', () => {
    const header = { ...HEADER, name: 'Evil */ name' };
    const line = formatPluginHeader(header);
    expect(line.indexOf('*/')).toBe(line.length - 2);
    expect(parsePluginHeader(line).header?.name).toBe('Evil */ name');
  });

  it('names every problem of a bad header', () => {
    const bad = parsePluginHeader('/*! @ontobench/plugin {"id":"X","version":"1","type":"global"} */');
    expect(bad.header).toBeNull();
    expect(bad.problems).toEqual([
      expect.stringMatching(/^id must match/),
      expect.stringMatching(/^version must be a semantic version/),
      expect.stringMatching(/^name must be/),
      expect.stringMatching(/^sdk must be a semver range/),
      'routePath is required for a plugin of type global',
    ]);
  });

  it('takes route paths with parameters and refuses others', () => {
    const check = (routePath: string) =>
      parsePluginHeader(formatPluginHeader({ ...HEADER, routePath })).problems.length === 0;
    expect(check('/hello-data/:id?')).toBe(true);
    expect(check('/a/b_c.d')).toBe(true);
    for (const bad of ['hello', '/', '//x', '/a?b=1', '/a b', '/a/../b']) expect(check(bad)).toBe(false);
  });
});

describe('plugin header documentComponents (domain.md §3, §5: a plugin adds component kinds)', () => {
  const generic = { id: 'callout-component', version: '1.0.0', name: 'Callout', sdk: '^2.0.0', type: 'generic' };
  const read = (documentComponents: unknown) =>
    parsePluginHeader(formatPluginHeader({ ...generic, documentComponents } as PluginHeader));

  it('reads the kinds and where each may be placed', () => {
    const kinds = [{ id: 'callout', allowedIn: ['section', 'tableCell'] }];
    expect(read(kinds)).toEqual({ header: { ...generic, documentComponents: kinds }, problems: [] });
    expect(read(undefined).header).toEqual(generic);
  });

  it('refuses ids that are not camelCase identifiers, a kind twice, and allowedIn that is not a list of kind ids', () => {
    const problems = (value: unknown) => read(value).problems;
    expect(problems('callout')[0]).toMatch(/documentComponents must be a list/);
    expect(problems([{ id: 'Callout', allowedIn: [] }])[0]).toMatch(/camelCase identifier \(got "Callout"\)/);
    expect(problems([{ id: 'a-b', allowedIn: [] }])[0]).toMatch(/camelCase/);
    expect(problems([{ allowedIn: ['section'] }])[0]).toMatch(/camelCase/);
    expect(
      problems([
        { id: 'x', allowedIn: ['section'] },
        { id: 'x', allowedIn: [] },
      ])[0],
    ).toMatch(/declared twice/);
    expect(problems([{ id: 'x', allowedIn: 'section' }])[0]).toMatch(/allowedIn of "x" must be a list/);
    expect(problems([{ id: 'x', allowedIn: ['<script>'] }])[0]).toMatch(/allowedIn of "x"/);
    expect(problems(Array.from({ length: 51 }, (_, n) => ({ id: `k${n}`, allowedIn: [] })))[0]).toMatch(/at most 50/);
  });
});

describe('shared modules', () => {
  it('have one stable URL each', () => {
    const urls = SHARED_MODULES.map(sharedModuleUrl);
    expect(new Set(urls).size).toBe(SHARED_MODULES.length);
    expect(sharedModuleUrl('@fluentui/react-components')).toBe('/shared/fluentui-react-components.js');
    expect(sharedModuleUrl('react/jsx-runtime')).toBe('/shared/react-jsx-runtime.js');
  });

  // The browser project runs in happy-dom, whose import.meta.url is not a file URL: read from the root.
  it('the host offers the SDK version of sdk/package.json', () => {
    const sdk = JSON.parse(readFileSync(path.join(process.cwd(), 'sdk/package.json'), 'utf8')) as {
      version: string;
    };
    expect(HOST_SDK_VERSION).toBe(sdk.version);
  });
});
