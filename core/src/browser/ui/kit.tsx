import type { ReactNode } from 'react';
import { Body1, Title2, makeStyles, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '1200px' },
  header: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  title: { margin: 0 },
  actions: { marginLeft: 'auto', display: 'flex', gap: tokens.spacingHorizontalS },
  empty: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingVerticalXXXL,
    color: tokens.colorNeutralForeground3,
    textAlign: 'center',
  },
});

/** A page with a heading and optional actions: the frame every screen of the workbench shares. */
export function Page(props: { title: ReactNode; actions?: ReactNode; children: ReactNode; testId?: string }) {
  const styles = useStyles();
  return (
    <section className={styles.page} data-testid={props.testId}>
      <div className={styles.header}>
        <Title2 as="h2" className={styles.title}>
          {props.title}
        </Title2>
        {props.actions && <div className={styles.actions}>{props.actions}</div>}
      </div>
      {props.children}
    </section>
  );
}

/** What a list or panel shows when it has nothing to show. */
export function EmptyState(props: { title: ReactNode; children?: ReactNode }) {
  const styles = useStyles();
  return (
    <div className={styles.empty} role="status">
      <Body1>{props.title}</Body1>
      {props.children}
    </div>
  );
}
