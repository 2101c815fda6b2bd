import { useMemo } from 'react';
import { CORE_TOKENS } from '../kernel/core-tokens.ts';
import type { Dialogs } from '../services/shell-contracts.ts';
import { useExtensionId, useService } from './kernel-context.tsx';

/**
 * The Dialogs service for a component: dialogs it opens belong to the extension it renders in (their
 * error boundary and their default translation namespace), unless told otherwise.
 */
export function useDialogs(): Dialogs {
  const dialogs = useService(CORE_TOKENS.Dialogs);
  const extensionId = useExtensionId() ?? undefined;
  return useMemo<Dialogs>(
    () => ({
      open: (component, props, options) => dialogs.open(component, props, { extensionId, ...options }),
      confirm: (options) => dialogs.confirm(options),
      withLoading: (work) => dialogs.withLoading(work),
    }),
    [dialogs, extensionId],
  );
}
