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
/**
 * Browser manifests whose pages another server extension reserves: the document import is the imports
 * area's, in a manifest of its own so that it can require the documents area (docs/imports.md "Documents").
 */
const SERVER_OF: Readonly<Record<string, string>> = { 'imports-docs': 'imports' };
const AREAS = [...new Set(FIRST_PARTY_EXTENSIONS.map((m) => SERVER_OF[m.id] ?? m.id))].map(
  (id) => [id, FIRST_PARTY_EXTENSIONS.filter((m) => (SERVER_OF[m.id] ?? m.id) === id)] as const,
);

describe('reserved route paths', () => {
  it("hold the shell's own pages", () => {
    expect(pathsOf(shellExtension)).toEqual([...SHELL_ROUTE_PATHS].sort());
  });

  it.each(AREAS)(
    "hold every page of the area %s, through the reference server's extension of the same id",
    (id, manifests) => {
      const server = serverExtensions.find((extension) => extension.id === id);
      expect(server, `host/server/src/extensions.ts lists no server extension "${id}"`).toBeDefined();
      expect([...(server!.reservedRoutePaths ?? [])].sort()).toEqual(manifests.flatMap(pathsOf).sort());
    },
  );
});
