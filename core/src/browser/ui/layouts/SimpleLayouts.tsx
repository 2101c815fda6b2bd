import type { ReactNode } from 'react';
import type { Branding } from '../../../common/environment.ts';
import { CORE_TOKENS } from '../../kernel/core-tokens.ts';
import { useService } from '../kernel-context.tsx';
import { BrandMark } from './BrandMark.tsx';
import { useLayoutStyles } from './styles.ts';

/** Blank layout: the page alone, full screen (maps, view-only documents, not found). */
export function BlankLayout({ children }: { children: ReactNode }) {
  const styles = useLayoutStyles();
  return (
    <main id="content" className={styles.screen}>
      <div className={styles.bare}>{children}</div>
    </main>
  );
}

/** Empty layout: a centred column for sign-in and system pages, under the product's name and logo. */
export function EmptyLayout({ children }: { children: ReactNode }) {
  const { branding } = useService(CORE_TOKENS.Environment);
  return <EmptyFrame branding={branding}>{children}</EmptyFrame>;
}

/** The empty layout without the kernel: the light sign-in page renders it with the environment it read. */
export function EmptyFrame({ branding, children }: { branding: Branding; children: ReactNode }) {
  const styles = useLayoutStyles();
  return (
    <main id="content" className={styles.centered}>
      <BrandMark branding={branding} />
      {children}
    </main>
  );
}

/** Public layout: pages for anonymous visitors, with the customer's brand and nothing of the user. */
export function PublicLayout({ children }: { children: ReactNode }) {
  const styles = useLayoutStyles();
  const { branding } = useService(CORE_TOKENS.Environment);
  return (
    <div className={styles.screen}>
      <header className={styles.publicHeader}>
        <BrandMark branding={branding} />
      </header>
      <main id="content" className={styles.content}>
        {children}
      </main>
    </div>
  );
}
