/** The runtime-plugin registry: bundle checks, the `ob_plugin` store and its endpoints. */
export { registerPluginRoutes, type PluginRoutesOptions } from './routes.ts';
export { PluginRegistry } from './registry.ts';
export { reservedRoutes, type ReservedRoute } from './reserved-routes.ts';
export { checkPluginBundle } from './bundle-check.ts';
