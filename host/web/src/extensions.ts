import type { ExtensionManifest } from '@ontobench/sdk';
import type { ExtensionLoader } from '@ontobench/core/browser';
import home from '@ontobench/ext-home/browser';
import extensionManager from '@ontobench/ext-extension-manager/browser';

/**
 * The first-party extensions installed before the first page is drawn: the home page's and the
 * extension manager's (its manifest object is granted the host API). Only their manifests are imported
 * here (contributions are data); every page is a lazy chunk.
 */
export const FIRST_PARTY_EXTENSIONS: readonly ExtensionManifest[] = [home, extensionManager];

/**
 * The domain areas: installed once their manifest modules arrive, fetched as the app starts and not
 * waited for by the first page (docs/extensions.md, "Areas loaded after the first page"). A path of
 * theirs opened directly waits for them, as a runtime plugin's does. In this order.
 */
export const AREAS_AFTER_FIRST_PAGE: readonly ExtensionLoader[] = [
  () => import('@ontobench/ext-ontology/browser'),
  () => import('@ontobench/ext-documents/browser'),
  () => import('@ontobench/ext-structured-documents/browser'),
  () => import('@ontobench/ext-analysis/browser'),
  () => import('@ontobench/ext-diagrams/browser'),
  () => import('@ontobench/ext-dmn/browser'),
  () => import('@ontobench/ext-processes/browser'),
  () => import('@ontobench/ext-administration/browser'),
  () => import('@ontobench/ext-collaboration/browser'),
  () => import('@ontobench/ext-imports/browser'),
  () => import('@ontobench/ext-education/browser'),
  // The document import: its own manifest, which requires the documents and imports areas (listed before it).
  () => import('@ontobench/ext-imports/docs-browser'),
];

/**
 * The extensions granted the privileged host API (install, uninstall, enable, disable): the extension
 * manager only. Granted to these manifest objects, so a plugin with the same id never gets it.
 */
export const HOST_ADMIN_EXTENSIONS: readonly ExtensionManifest[] = [extensionManager];

/** Every first-party manifest, the areas' loaded: for the checks that need the whole route table. */
export async function allFirstPartyExtensions(): Promise<ExtensionManifest[]> {
  const areas = await Promise.all(AREAS_AFTER_FIRST_PAGE.map((load) => load()));
  return [...FIRST_PARTY_EXTENSIONS, ...areas.map((module) => module.default)];
}
