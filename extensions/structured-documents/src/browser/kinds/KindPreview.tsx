import { makeStyles, tokens } from '@fluentui/react-components';
import { useMemo, useRef } from 'react';
import { useT, type DocumentComponentProps } from '@ontobench/sdk';
import type { ElementState } from '../../common/api.ts';
import { EMPTY_FIELDS } from '../../common/diff.ts';
import { outlineOf } from '../../common/render/generated.ts';
import { renderHtml } from '../../common/render/html.ts';
import { useMermaid } from '../render/use-mermaid.ts';

const useStyles = makeStyles({
  root: {
    overflowWrap: 'anywhere',
    '& img': { maxWidth: '100%', height: 'auto' },
    '& table': { borderCollapse: 'collapse' },
  },
  empty: { color: tokens.colorNeutralForeground3 },
});

/** The element alone, as the common HTML renderer builds it: one tree of one node. */
export function previewHtml(props: DocumentComponentProps): string {
  const node: ElementState = {
    ...EMPTY_FIELDS,
    id: props.elementId,
    kind: props.kind ?? 'paragraph',
    title: props.title ?? '',
    content: props.content ?? '',
    settings: props.settings ?? {},
    children: [],
  };
  return renderHtml(node, { labels: new Map(), outline: outlineOf(node, new Map()) });
}

/**
 * Every built-in kind's renderer (the document-component point's `renderer`): the element's own body
 * through `common/render/html.ts`, the one rendering code the server's render, the public page and the
 * publications use; what it holds is left out (each child shows itself). Every text there is escaped.
 */
export default function KindPreview(props: DocumentComponentProps) {
  const { t } = useT();
  const styles = useStyles();
  const html = useMemo(
    () => previewHtml(props),
    // The element's own fields only: the parent's callbacks change on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [props.elementId, props.kind, props.title, props.content, props.settings],
  );
  const ref = useRef<HTMLDivElement>(null);
  useMermaid(ref, html);
  const empty = !/>[^<\s]/.test(html) && !/<(img|pre|table|a)\b/.test(html);
  if (empty) return <p className={styles.empty}>{t('kindEditors.previewEmpty')}</p>;
  return (
    <div ref={ref} className={styles.root} data-testid="sdoc-kind-preview" dangerouslySetInnerHTML={{ __html: html }} />
  );
}
