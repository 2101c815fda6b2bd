import type { ReactNode } from 'react';
import { CORE_TOKENS } from '../../kernel/core-tokens.ts';
import { useService } from '../kernel-context.tsx';
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

/** Empty layout: a centred column for sign-in and system pages. */
export function EmptyLayout({ children }: { children: ReactNode }) {
  const styles = useLayoutStyles();
  return (
    <main id="content" className={styles.centered}>
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
        {branding.logoUrl && <img src={branding.logoUrl} alt="" height={28} />}
        {branding.customerName}
      </header>
      <main id="content" className={styles.content}>
        {children}
      </main>
    </div>
  );
}
