import { useMemo, useState, type ReactNode, type Ref } from 'react';
import { makeStyles, tokens } from '@fluentui/react-components';
import type { Expanded } from '@ontobench/sdk/common';
import type { DocNode } from '../../../common/api.ts';
import { DocContent } from '../../render/DocContent.tsx';
import { tableOfContents } from '../../render/outline.ts';
import { TOC_WIDTH, TocPanel, TocResizeHandle, TocToggle } from './TocPanel.tsx';

const useStyles = makeStyles({
  row: {
    display: 'flex',
    gap: tokens.spacingHorizontalL,
    alignItems: 'flex-start',
    '@media (max-width: 899px)': { flexDirection: 'column' },
  },
  main: { flex: '1 1 0', minWidth: 0, maxWidth: '960px' },
  bar: { display: 'flex', justifyContent: 'flex-end', marginBottom: tokens.spacingVerticalS },
});

/** Whether the contents start open: beside the text when there is room for both. */
const wide = () => typeof window === 'undefined' || window.innerWidth >= 900;

/**
 * A document's text with its table of contents beside it (above it on a narrow screen), resizable and
 * hideable; the header (name, fields, buttons) above the text. Used by the viewer, the view-only page
 * and the public pages.
 */
export function DocumentLayout(props: {
  doc: DocNode | null;
  expansions: ReadonlyMap<string, Expanded[]> | null;
  hrefOf?: (kind: string, id: string) => string | null;
  header?: ReactNode;
  empty: ReactNode;
  /** Beside the text, on the right (the viewer's comments and publication history). */
  aside?: ReactNode;
  /** The element holding the text (for the selection a comment goes on). */
  textRef?: Ref<HTMLDivElement>;
  /** A selection in the text may have changed (mouse or keyboard released). */
  onSelect?: () => void;
}) {
  const styles = useStyles();
  const headings = useMemo(() => tableOfContents(props.doc), [props.doc]);
  const [open, setOpen] = useState(wide);
  const [width, setWidth] = useState<number>(TOC_WIDTH.initial);
  const hasText = (props.doc?.content?.length ?? 0) > 0;
  return (
    <div className={styles.row}>
      {open && hasText && (
        <>
          <TocPanel headings={headings} width={width} />
          <TocResizeHandle width={width} onWidth={setWidth} />
        </>
      )}
      <article className={styles.main} data-testid="document">
        {props.header}
        {hasText && (
          <div className={styles.bar}>
            <TocToggle open={open} onToggle={() => setOpen((o) => !o)} />
          </div>
        )}
        {hasText ? (
          <div ref={props.textRef} onMouseUp={props.onSelect} onKeyUp={props.onSelect}>
            <DocContent doc={props.doc} expansions={props.expansions} hrefOf={props.hrefOf} />
          </div>
        ) : (
          props.empty
        )}
      </article>
      {props.aside}
    </div>
  );
}
