import { describe, expect, it } from 'vitest';
import { shellExtension } from '@ontobench/core/browser';
import { SHELL_ROUTE_PATHS } from '../../core/src/common/route-paths.ts';
import { allFirstPartyExtensions } from '../../host/web/src/extensions.ts';
import { serverExtensions } from '../../host/server/src/extensions.ts';

/**
 * The server refuses a plugin route that takes a page of the app (issue 11, item 9) only if it knows
 * every page: the shell's and each first-party area's route paths, declared as data in src/common and
 * handed over by the area's server extension. This guard fails when a page is added in the browser
 * and forgotten there.
 */
const pathsOf = (manifest: { contributes?: { routes?: readonly { path: string }[] } }) =>
  (manifest.contributes?.routes ?? []).map((route) => route.path).sort();

const FIRST_PARTY_EXTENSIONS = await allFirstPartyExtensions();

describe('reserved route paths', () => {
  it("hold the shell's own pages", () => {
    expect(pathsOf(shellExtension)).toEqual([...SHELL_ROUTE_PATHS].sort());
  });

  it.each(FIRST_PARTY_EXTENSIONS.map((manifest) => [manifest.id, manifest] as const))(
    "hold every page of the area %s, through the reference server's extension of the same id",
    (id, manifest) => {
      const server = serverExtensions.find((extension) => extension.id === id);
      expect(server, `host/server/src/extensions.ts lists no server extension "${id}"`).toBeDefined();
      expect([...(server!.reservedRoutePaths ?? [])].sort()).toEqual(pathsOf(manifest));
    },
  );
});
