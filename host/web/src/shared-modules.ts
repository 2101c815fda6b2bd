import { SHARED_MODULES_GLOBAL } from '@ontobench/core/common';
import { SHARED_LOADERS } from 'virtual:ontobench-shared-loaders';

/**
 * The host's own instances of the modules runtime plugins share (docs/plugins.md, "Import map").
 * SHARED_LOADERS (generated at build time from SHARED_MODULES) holds one dynamic import per module, so
 * they cost the entry chunk nothing: the bundler resolves each to the very modules the app already
 * runs (one instance per build) and adds a lazy chunk only for what the app itself does not use (most
 * of Fluent, say). `/shared/<name>.js` asks for them by name through the global below.
 */

/** Lets `/shared/*.js` reach the host's modules. Call once, before any plugin loads. */
export function publishSharedModules(target: Record<string, unknown> = globalThis as never): void {
  target[SHARED_MODULES_GLOBAL] = (specifier: string): Promise<unknown> => {
    const load = SHARED_LOADERS[specifier];
    return load ? load() : Promise.reject(new Error(`"${specifier}" is not a module the host shares`));
  };
}
