/** How far a runtime plugin got in this browser (docs/plugins.md, "Loader"). */
export type PluginLoadStatus = 'loading' | 'loaded' | 'failed';

/** One runtime plugin's state in this browser. */
export interface PluginState {
  /** `failed` when its module did not load, threw at load, or its manifest was refused. */
  readonly status: PluginLoadStatus;
  /** Why it failed; null otherwise. */
  readonly error: string | null;
  /** The version the registry lists. */
  readonly version: string | null;
}

/**
 * What a plugin (or the admin screen) may read of the runtime plugins, by id: the config an
 * administrator set on the plugins screen, and whether the plugin loaded. Observable (mobx), so a
 * config edit on the admin screen reaches an open page.
 */
export interface PluginStates {
  /** The config of a loaded plugin (a JSON object, `{}` until an administrator sets one); undefined when it is not loaded. */
  config(extensionId: string): Readonly<Record<string, unknown>> | undefined;
  /** The plugin's state in this browser; undefined when this browser has not been told about it (disabled, or not signed in). */
  state(pluginId: string): PluginState | undefined;
}
