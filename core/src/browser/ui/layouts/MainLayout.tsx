import { useState, type ReactNode } from 'react';
import { SHELL_CONSTANTS } from '../../../common/constants.ts';
import { AppBar } from '../AppBar.tsx';
import { MainMenu } from '../MainMenu.tsx';
import { useLayoutStyles } from './styles.ts';

/** Main layout: top bar, side drawer with the main menu, and the page. */
export function MainLayout({ children }: { children: ReactNode }) {
  const styles = useLayoutStyles();
  const [open, setOpen] = useState(true);
  return (
    <div className={styles.screen}>
      <AppBar drawerOpen={open} onToggleDrawer={() => setOpen((o) => !o)} />
      <div className={styles.row}>
        {open && (
          <aside className={styles.drawer} style={{ width: SHELL_CONSTANTS.drawerDefaultWidth }} data-testid="drawer">
            <MainMenu />
          </aside>
        )}
        <main id="content" className={styles.content}>
          {children}
        </main>
      </div>
    </div>
  );
}
