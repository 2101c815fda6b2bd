import { createToken } from '../kernel/tokens.ts';
import type { PluginLoader } from './plugin-loader.ts';
import type { PluginStates } from './plugin-states.ts';

export const PLUGIN_TOKENS = {
  Loader: createToken<PluginLoader>('plugins.Loader'),
  /** The read-only view of the loader that the SDK offers as `Services.Plugins`. */
  States: createToken<PluginStates>('plugins.States'),
} as const;
