import { useEffect, useLayoutEffect, useState } from 'react';
import { CORE_TOKENS } from '../../kernel/core-tokens.ts';
import { useService } from '../kernel-context.tsx';

/**
 * Tells the unsaved-changes guard whether this editor holds unsaved changes. While `dirty` is true,
 * leaving the page asks first and closing the tab asks the browser's question; unmounting withdraws it.
 * A layout effect: the guard knows in the same task as the keystroke's render, not after the browser's
 * next idle moment (on a busy page a Back pressed right after typing left without asking).
 */
export function useUnsavedChanges(dirty: boolean): void {
  const guard = useService(CORE_TOKENS.UnsavedChanges);
  const [handle] = useState(() => guard.track());
  useEffect(() => () => handle.dispose(), [handle]);
  useLayoutEffect(() => handle.setDirty(dirty), [handle, dirty]);
}
