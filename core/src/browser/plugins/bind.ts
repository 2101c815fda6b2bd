import type { Container } from 'inversify';
import { PluginLoader } from './plugin-loader.ts';
import { PLUGIN_TOKENS } from './plugin-tokens.ts';

/** Binds the runtime-plugin loader (the shell's PluginLayer starts it) and its read-only view. */
export function bindPluginServices(container: Container): void {
  container.bind(PLUGIN_TOKENS.Loader).to(PluginLoader);
  container.bind(PLUGIN_TOKENS.States).toService(PLUGIN_TOKENS.Loader);
}
