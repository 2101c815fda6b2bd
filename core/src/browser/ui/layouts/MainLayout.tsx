import { observer } from 'mobx-react-lite';
import { useEffect, type ReactNode } from 'react';
import { CHROME_TOKENS } from '../../chrome/chrome-tokens.ts';
import { ResizeHandle } from '../../chrome/drawer/ResizeHandle.tsx';
import { AppBar } from '../AppBar.tsx';
import { ToolbarArea } from '../commands/ToolbarArea.tsx';
import { CORE_TOKENS } from '../../kernel/core-tokens.ts';
import { useService } from '../kernel-context.tsx';
import { MainMenu } from '../MainMenu.tsx';
import { useLayoutStyles } from './styles.ts';

/** Main layout: top bar, the resizable side drawer with the main menu, the toolbar area, and the page. */
export const MainLayout = observer(function MainLayout({ children }: { children: ReactNode }) {
  const styles = useLayoutStyles();
  const drawer = useService(CHROME_TOKENS.Drawer);
  const host = useService(CORE_TOKENS.ExtensionHost);
  // Once the first page is drawn and the browser is idle (its own chunks and data come first): the
  // areas that fill every page's menus.
  useEffect(() => {
    const run = () => host.activateAfterStart();
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = setTimeout(run, 0);
      return () => clearTimeout(timer);
    }
    const idle = window.requestIdleCallback(run, { timeout: 3000 });
    return () => window.cancelIdleCallback(idle);
  }, [host]);
  return (
    <div className={styles.screen}>
      <AppBar drawerOpen={drawer.open} onToggleDrawer={() => drawer.toggle()} />
      <div className={styles.row}>
        {drawer.open && (
          <>
            <aside className={styles.drawer} style={{ width: drawer.width }} data-testid="drawer">
              <MainMenu />
            </aside>
            <ResizeHandle />
          </>
        )}
        <main id="content" className={styles.content}>
          <ToolbarArea />
          {children}
        </main>
      </div>
    </div>
  );
});
