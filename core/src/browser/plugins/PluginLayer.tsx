import { useEffect } from 'react';
import { Spinner } from '@fluentui/react-components';
import { observer } from 'mobx-react-lite';
import { CORE_TOKENS } from '../kernel/core-tokens.ts';
import { useService } from '../ui/kernel-context.tsx';
import { PLUGIN_TOKENS } from './plugin-tokens.ts';

/** Mounted once in the shell: runs the plugin loader while the shell lives. Renders nothing. */
export function PluginLayer() {
  const loader = useService(PLUGIN_TOKENS.Loader);
  useEffect(() => loader.start().dispose, [loader]);
  return null;
}

/**
 * What an unknown path shows while plugins, or the areas loaded after the first page, are still
 * arriving (shell §5: a not-found path is first checked against plugin-registered paths): a spinner,
 * then the page that owns the path or the not-found page.
 */
export const PluginPathGate = observer(function PluginPathGate({ children }: { children: React.ReactNode }) {
  const loader = useService(PLUGIN_TOKENS.Loader);
  const session = useService(CORE_TOKENS.Session);
  const host = useService(CORE_TOKENS.ExtensionHost);
  // No route guard runs for an unknown path, so the remembered sign-in is checked here: with it come
  // the user's plugins, one of which may own this path.
  useEffect(() => void session.start(), [session]);
  if (!loader.ready || !host.laterSettled) return <Spinner style={{ marginTop: 64 }} data-testid="plugins-loading" />;
  return <>{children}</>;
});
