import type { ExtensionManifest } from '@ontobench/sdk';
import home from '@ontobench/ext-home/browser';
import extensionManager from '@ontobench/ext-extension-manager/browser';
import ontology from '@ontobench/ext-ontology/browser';

/**
 * The first-party extensions of the product, in the order they are installed. Only their
 * manifests are imported here (contributions are data); every page is a lazy chunk.
 */
export const FIRST_PARTY_EXTENSIONS: readonly ExtensionManifest[] = [home, ontology, extensionManager];
