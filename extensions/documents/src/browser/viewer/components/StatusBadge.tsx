import { makeStyles, tokens } from '@fluentui/react-components';
import { statusColor } from './status-color.ts';

const useStyles = makeStyles({
  badge: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    maxWidth: '100%',
    minWidth: 0,
  },
  text: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  dot: {
    width: '10px',
    height: '10px',
    borderRadius: '50%',
    flexShrink: 0,
    border: `1px solid ${tokens.colorNeutralStroke1}`,
  },
});

/** A document's status with its colour as a dot (text stays readable in both themes). */
export function StatusBadge({ status, color }: { status: string | null; color: string | null }) {
  const styles = useStyles();
  if (!status) return <>—</>;
  const dot = statusColor(color);
  return (
    <span className={styles.badge} data-testid="doc-status">
      {dot && <span className={styles.dot} style={{ backgroundColor: dot }} aria-hidden />}
      <span className={styles.text}>{status}</span>
    </span>
  );
}
