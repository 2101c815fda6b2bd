import { createToken } from '../kernel/tokens.ts';
import type { PluginLoader } from './plugin-loader.ts';

export const PLUGIN_TOKENS = {
  Loader: createToken<PluginLoader>('plugins.Loader'),
} as const;
