import type { ReactNode } from 'react';
import { AppBar } from '../AppBar.tsx';
import { useLayoutStyles } from './styles.ts';

/** Sidebar layout: top bar, and the page fills the rest with a sidebar of its own (e.g. the fact explorer). */
export function SidebarLayout({ children }: { children: ReactNode }) {
  const styles = useLayoutStyles();
  return (
    <div className={styles.screen}>
      <AppBar />
      <main id="content" className={styles.row}>
        {children}
      </main>
    </div>
  );
}
