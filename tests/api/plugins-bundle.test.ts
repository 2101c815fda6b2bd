import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkPluginBundle } from '../../core/src/node/plugins/bundle-check.ts';
import { HOST_SDK_VERSION, SHARED_MODULES } from '@ontobench/core/common';

/**
 * Issue #6, "a plugin bundle contains no copy of React": the example is built with the SDK preset as an
 * integrator builds it, then searched for React's internals and checked by the registry's own rules.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
let code: string;

beforeAll(() => {
  execFileSync('npm', ['run', 'build', '--silent', '-w', 'examples/hello-data'], { cwd: root, stdio: 'pipe' });
  code = readFileSync(path.join(root, 'examples/hello-data/dist/hello-data.plugin.js'), 'utf8');
}, 120_000);

describe('the built example plugin', () => {
  it('carries no React, ReactDOM, Fluent or mobx of its own', () => {
    for (const marker of [
      '__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE',
      'react.production',
      'react.transitional.element',
      'react-dom',
      'FluentProvider',
      '[MobX]',
    ]) {
      expect(code, marker).not.toContain(marker);
    }
  });

  it('is accepted by the registry: header, SDK range, one ES module importing only shared modules', async () => {
    const header = await checkPluginBundle(code, HOST_SDK_VERSION);
    expect(header).toMatchObject({ id: 'hello-data', type: 'global', routePath: '/hello-data' });
    const imported = [...code.matchAll(/from\s*"([^"]+)"/g)].map((m) => m[1]!);
    expect(imported.length).toBeGreaterThan(0);
    for (const specifier of imported) expect(SHARED_MODULES).toContain(specifier);
  });
});
