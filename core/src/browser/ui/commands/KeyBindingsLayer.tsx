import { useEffect, useRef } from 'react';
import { observer } from 'mobx-react-lite';
import { CORE_TOKENS } from '../../kernel/core-tokens.ts';
import { useCurrentRoute } from '../../chrome/app-bar/use-current-route.ts';
import { useService } from '../kernel-context.tsx';
import { bindingFor } from './key-bindings.ts';
import { pageCommandContext } from './page-command-context.ts';

/**
 * Mounted once by the shell: a key press that matches a contributed binding runs its command, which
 * receives the page's route id and params (PageCommandContext), as a toolbar button of the page hands it.
 */
export const KeyBindingsLayer = observer(function KeyBindingsLayer() {
  const points = useService(CORE_TOKENS.ContributionPoints);
  const commands = useService(CORE_TOKENS.Commands);
  const notifications = useService(CORE_TOKENS.Notifications);
  const context = pageCommandContext(useCurrentRoute());
  // The listener reads the page it is pressed on; kept in a ref so a new page does not re-subscribe it.
  const current = useRef(context);
  current.current = context;
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.repeat) return;
      const page = current.current;
      const binding = bindingFor(points.keyBindings.all, event, page.routeId);
      if (!binding) return;
      event.preventDefault();
      commands.execute(binding.command, page).catch((error: unknown) => notifications.reportError(error));
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [points, commands, notifications]);
  return null;
});
