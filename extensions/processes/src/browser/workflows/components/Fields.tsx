import type { ReactNode } from 'react';
import { makeStyles, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  list: {
    display: 'grid',
    gridTemplateColumns: 'minmax(140px, max-content) minmax(0, 1fr)',
    gap: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalL}`,
    margin: 0,
    '@media (max-width: 600px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  label: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0, minWidth: 0, overflowWrap: 'anywhere' },
});

/** A detail page's fields: label and value pairs, two columns (one on a narrow screen). */
export function Fields(props: { items: [string, ReactNode][]; testId?: string }) {
  const styles = useStyles();
  return (
    <dl className={styles.list} data-testid={props.testId}>
      {props.items.map(([label, value]) => (
        <div key={label} style={{ display: 'contents' }}>
          <dt className={styles.label}>{label}</dt>
          <dd className={styles.value}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
