import type { ReactNode } from 'react';
import { loadWhenDrawn } from '../lazy/load-when-drawn.tsx';
import type { LayoutName } from '../../kernel/contributions.ts';
import { BlankLayout, EmptyLayout, PublicLayout } from './SimpleLayouts.tsx';

// The main and sidebar layouts carry the signed-in chrome (top bar, drawer, menus, quick launch):
// fetched when a page that uses them is first shown, so the sign-in page never pays for them
// (docs/benchmarks.md, "First-page budget"). Not React.lazy: see load-when-drawn.tsx.
const MainLayout = loadWhenDrawn(() => import('./MainLayout.tsx').then((m) => m.MainLayout));
const SidebarLayout = loadWhenDrawn(() => import('./SidebarLayout.tsx').then((m) => m.SidebarLayout));

const LAYOUTS: Record<LayoutName, (props: { children: ReactNode }) => ReactNode> = {
  main: MainLayout,
  sidebar: SidebarLayout,
  blank: BlankLayout,
  empty: EmptyLayout,
  public: PublicLayout,
};

/** The five layouts of spec shell.md §2. The same layout stays mounted while its pages change. */
export function LayoutView({ name, children }: { name: LayoutName; children: ReactNode }) {
  const Layout = LAYOUTS[name];
  return <Layout>{children}</Layout>;
}
