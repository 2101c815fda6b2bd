import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { CHROME_TOKENS } from '../../chrome/chrome-tokens.ts';
import { ResizeHandle } from '../../chrome/drawer/ResizeHandle.tsx';
import { AppBar } from '../AppBar.tsx';
import { ToolbarArea } from '../commands/ToolbarArea.tsx';
import { useService } from '../kernel-context.tsx';
import { MainMenu } from '../MainMenu.tsx';
import { useLayoutStyles } from './styles.ts';

/** Main layout: top bar, the resizable side drawer with the main menu, the toolbar area, and the page. */
export const MainLayout = observer(function MainLayout({ children }: { children: ReactNode }) {
  const styles = useLayoutStyles();
  const drawer = useService(CHROME_TOKENS.Drawer);
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
