import { reaction } from 'mobx';
import { useEffect, useState } from 'react';
import { useExtensionId, useService } from '../ui/kernel-context.tsx';
import { PLUGIN_TOKENS } from './plugin-tokens.ts';

const NONE: Readonly<Record<string, unknown>> = Object.freeze({});

/**
 * The config an administrator set for the plugin whose UI is rendering (on the plugins screen, as a
 * JSON object); `{}` until one is set. Re-renders when the administrator changes it. Outside React (in
 * `activate`) read `ctx.getService(Services.Plugins).config(ctx.id)`.
 */
export function usePluginConfig<T extends object = Record<string, unknown>>(): Readonly<Partial<T>> {
  const id = useExtensionId();
  const states = useService(PLUGIN_TOKENS.States);
  const [config, setConfig] = useState(() => (id ? states.config(id) : undefined) ?? NONE);
  useEffect(() => {
    if (!id) return;
    return reaction(() => states.config(id) ?? NONE, setConfig, { fireImmediately: true });
  }, [id, states]);
  return config as Readonly<Partial<T>>;
}
