/**
 * Which imports a plugin leaves to the host. The list itself is the host's (`SHARED_MODULES` of
 * core, the same list the import map is built from), so the preset and the import map cannot drift.
 */
import { SHARED_MODULES } from '@ontobench/core/common';

export { SHARED_MODULES };

/**
 * True when a bare import is one of the shared modules or a subpath of one (`react/jsx-runtime`):
 * those are never bundled. Only the listed names resolve in the host's import map, which
 * `inspectBundle` checks.
 */
export function isExternalForPlugin(specifier: string): boolean {
  return SHARED_MODULES.some((name) => specifier === name || specifier.startsWith(`${name}/`));
}
