/** The runtime-plugin registry: bundle checks, the `ob_plugin` store and its endpoints. */
export { registerPluginRoutes, type PluginRoutesOptions } from './routes.ts';
export { PluginRegistry } from './registry.ts';
export { checkPluginBundle } from './bundle-check.ts';
export { fetchPluginModule } from './fetch-module.ts';
