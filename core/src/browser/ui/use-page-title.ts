import { useEffect } from 'react';
import { CORE_TOKENS } from '../kernel/core-tokens.ts';
import { useService } from './kernel-context.tsx';

/** Sets the page title (app bar and browser tab) while the calling page is shown. */
export function usePageTitle(title: string | null | undefined): void {
  const titles = useService(CORE_TOKENS.Title);
  useEffect(() => {
    if (title) titles.setPageTitle(title);
  }, [title, titles]);
}
