import { useEffect, useRef } from 'react';
import { useService } from '../../ui/kernel-context.tsx';
import { CHROME_TOKENS } from '../chrome-tokens.ts';

/**
 * Tells the shell which object the page shows (id and name), while the page is mounted.
 * Pass undefined while the object is loading. Administrators then get the rename pencil.
 */
export function useCurrentObject(
  object: { id: string; name: string } | undefined,
  onRenamed?: (name: string) => void,
): void {
  const service = useService(CHROME_TOKENS.CurrentObject);
  const renamed = useRef(onRenamed);
  useEffect(() => {
    renamed.current = onRenamed;
  }, [onRenamed]);
  const id = object?.id;
  const name = object?.name;
  useEffect(() => {
    if (id === undefined || name === undefined) return;
    const registration = service.set({ id, name, onRenamed: (next) => renamed.current?.(next) });
    return () => registration.dispose();
  }, [service, id, name]);
}
