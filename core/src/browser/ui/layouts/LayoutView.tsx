import { lazy, Suspense, type ReactNode } from 'react';
import type { LayoutName } from '../../kernel/contributions.ts';
import { BlankLayout, EmptyLayout, PublicLayout } from './SimpleLayouts.tsx';

// The main and sidebar layouts carry the signed-in chrome (top bar, drawer, menus, quick launch):
// fetched when a page that uses them is first shown, so the sign-in page never pays for them
// (docs/benchmarks.md, "First-page budget").
const MainLayout = lazy(() => import('./MainLayout.tsx').then((m) => ({ default: m.MainLayout })));
const SidebarLayout = lazy(() => import('./SidebarLayout.tsx').then((m) => ({ default: m.SidebarLayout })));

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
  return (
    <Suspense fallback={null}>
      <Layout>{children}</Layout>
    </Suspense>
  );
}
