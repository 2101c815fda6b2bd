import type { ReactNode } from 'react';
import type { LayoutName } from '../../kernel/contributions.ts';
import { MainLayout } from './MainLayout.tsx';
import { SidebarLayout } from './SidebarLayout.tsx';
import { BlankLayout, EmptyLayout, PublicLayout } from './SimpleLayouts.tsx';

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
