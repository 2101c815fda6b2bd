import { makeStyles, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  mark: { backgroundColor: tokens.colorPaletteYellowBackground2, color: 'inherit', borderRadius: '2px' },
});

/**
 * A text with its matched words highlighted: the server gives [start, end) ranges, never HTML, so the
 * text is rendered as text and only the ranges become <mark>.
 */
export function Marked({ text, ranges }: { text: string; ranges: readonly (readonly [number, number])[] }) {
  const styles = useStyles();
  const parts: React.ReactNode[] = [];
  let at = 0;
  for (const [start, end] of [...ranges].sort((a, b) => a[0] - b[0])) {
    if (start < at || end > text.length || end <= start) continue;
    if (start > at) parts.push(text.slice(at, start));
    parts.push(
      <mark key={start} className={styles.mark}>
        {text.slice(start, end)}
      </mark>,
    );
    at = end;
  }
  if (at < text.length) parts.push(text.slice(at));
  return <>{parts}</>;
}
