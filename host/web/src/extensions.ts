import type { ExtensionManifest } from '@ontobench/sdk';
import documents from '@ontobench/ext-documents/browser';
import home from '@ontobench/ext-home/browser';
import extensionManager from '@ontobench/ext-extension-manager/browser';
import ontology from '@ontobench/ext-ontology/browser';
import structuredDocuments from '@ontobench/ext-structured-documents/browser';

/**
 * The first-party extensions of the product, in the order they are installed. Only their
 * manifests are imported here (contributions are data); every page is a lazy chunk.
 */
export const FIRST_PARTY_EXTENSIONS: readonly ExtensionManifest[] = [
  home,
  ontology,
  documents,
  structuredDocuments,
  extensionManager,
];

/**
 * The extensions granted the privileged host API (install, uninstall, enable, disable): the extension
 * manager only. Granted to these manifest objects, so a plugin with the same id never gets it.
 */
export const HOST_ADMIN_EXTENSIONS: readonly ExtensionManifest[] = [extensionManager];
