import { useEffect } from 'react';
import { CORE_TOKENS } from '../../kernel/core-tokens.ts';
import { useCurrentRoute } from '../../chrome/app-bar/use-current-route.ts';
import { useService } from '../kernel-context.tsx';
import { bindingFor } from './key-bindings.ts';

/** Mounted once by the shell: a key press that matches a contributed binding runs its command. */
export function KeyBindingsLayer() {
  const points = useService(CORE_TOKENS.ContributionPoints);
  const commands = useService(CORE_TOKENS.Commands);
  const notifications = useService(CORE_TOKENS.Notifications);
  const routeId = useCurrentRoute()?.route.id;
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.repeat) return;
      const binding = bindingFor(points.keyBindings.all, event, routeId);
      if (!binding) return;
      event.preventDefault();
      commands.execute(binding.command).catch((error: unknown) => notifications.reportError(error));
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [points, commands, notifications, routeId]);
  return null;
}
