import { useEffect } from 'react';
import { CORE_TOKENS } from '../../kernel/core-tokens.ts';
import { useService } from '../kernel-context.tsx';

/** Mounted once by the shell: with unsaved changes, closing or reloading the tab asks the browser's question. */
export function UnsavedChangesLayer() {
  const guard = useService(CORE_TOKENS.UnsavedChanges);
  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!guard.dirty) return;
      event.preventDefault();
      // Older browsers need returnValue set; the text itself is never shown.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [guard]);
  return null;
}
