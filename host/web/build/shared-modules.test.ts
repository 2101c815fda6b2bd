import { describe, expect, it } from 'vitest';
import { SHARED_MODULES, SHARED_MODULES_GLOBAL } from '../../../core/src/common/plugins.ts';
import { allSource, facadeSource, importMap, loadersSource, sharedModuleSource } from './shared-modules.ts';

describe('published shared modules (docs/plugins.md, "Import map")', () => {
  it('maps every shared specifier to its /shared/ URL', () => {
    expect(Object.keys(importMap().imports)).toEqual([...SHARED_MODULES]);
    expect(importMap().imports['@ontobench/sdk']).toBe('/shared/ontobench-sdk.js');
  });

  it('a published module waits for the host instance and re-exports its names, default included', async () => {
    const source = sharedModuleSource('react', ['default', 'useState', 'useState', 'not-an-identifier']);
    expect(source).toContain(`await globalThis[${JSON.stringify(SHARED_MODULES_GLOBAL)}]("react")`);
    expect(source).toContain('export default m.default;');
    expect(source).toMatch(/export \{ e\d as useState \};/);
    // It runs as a real module against a host function on globalThis.
    const host = { default: { marker: 1 }, useState: () => 'host' };
    (globalThis as Record<string, unknown>)[SHARED_MODULES_GLOBAL] = async () => host;
    const module = (await import(`data:text/javascript,${encodeURIComponent(source)}`)) as typeof host;
    expect(module.default).toBe(host.default);
    expect(module.useState).toBe(host.useState);
  });

  it('loads every shared module from one lazy module, ES packages through named facades', () => {
    expect(loadersSource().match(/import\(/g)).toHaveLength(1);
    expect(allSource()).toContain('import * as m0 from "react";');
    expect(allSource()).toContain('"ontobench-shared:mobx"');
    expect(facadeSource('i18next', ['t', 'default', 'use'])).toBe(
      'export { t, use } from "i18next";\nexport { default } from "i18next";\n',
    );
  });
});
