import { memo, startTransition, useEffect, useMemo, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { Expanded } from '@ontobench/sdk/common';
import type { DocNode } from '../../common/api.ts';
import { documentHeadings } from './outline.ts';
import { childStarts, nodeSize } from './positions.ts';
import { documentTexts } from './references.ts';
import { NodeWriter, type WriteContext } from './write-nodes.tsx';

export interface DocContentProps {
  doc: DocNode | null;
  /** Expanded references by text (use-references.ts); null while they load. */
  expansions: ReadonlyMap<string, Expanded[]> | null;
  /** Where a found reference's target opens; default no link (public pages). */
  hrefOf?: (kind: string, id: string) => string | null;
  /** Draw everything in the first render (tests); otherwise the first screens first, the rest just after. */
  eager?: boolean;
  className?: string;
}

/** How much of a long document the first render draws (positions, i.e. characters): a few screens. */
export const FIRST_SLICE = 12_000;
/** How many blocks each later render adds: small commits, so the page answers while the rest is drawn. */
export const CHUNK_BLOCKS = 200;
/** Asks every drawn document to draw the rest at once (the table of contents before it scrolls, printing). */
export const SHOW_ALL_EVENT = 'ontobench:documents:show-all';
const noLinks = () => null;
const NO_EXPANSIONS: ReadonlyMap<string, Expanded[]> = new Map();

const useStyles = makeStyles({
  content: {
    lineHeight: tokens.lineHeightBase400,
    fontSize: tokens.fontSizeBase400,
    overflowWrap: 'anywhere',
    '& h1, & h2, & h3, & h4, & h5, & h6': { scrollMarginTop: '16px', lineHeight: 1.3 },
    '& blockquote': {
      margin: '0 0 1em',
      paddingLeft: tokens.spacingHorizontalL,
      borderLeft: `4px solid ${tokens.colorNeutralStroke1}`,
      color: tokens.colorNeutralForeground2,
    },
    '& pre': {
      padding: tokens.spacingHorizontalM,
      background: tokens.colorNeutralBackground3,
      borderRadius: tokens.borderRadiusMedium,
      overflowX: 'auto',
      whiteSpace: 'pre-wrap',
    },
    '& code': { fontFamily: tokens.fontFamilyMonospace },
    '& img': { maxWidth: '100%', height: 'auto' },
    '& .doc-table': { overflowX: 'auto', margin: '0 0 1em' },
    '& table': { borderCollapse: 'collapse' },
    '& th, & td': { border: `1px solid ${tokens.colorNeutralStroke1}`, padding: '4px 8px', verticalAlign: 'top' },
    '& th': { background: tokens.colorNeutralBackground3 },
    // TipTap puts a paragraph in every cell and list item: no paragraph gaps there.
    '& td > p, & th > p': { margin: 0 },
    '& li > p': { margin: '0.2em 0' },
    '& a': { color: tokens.colorBrandForegroundLink },
    // A reference: dotted underline; the link colour only where it is a link (a found target in the app).
    '& .doc-ref': { borderBottom: `1px dotted ${tokens.colorNeutralStroke1}` },
    '& a.doc-ref': {
      color: tokens.colorBrandForegroundLink,
      textDecoration: 'none',
      borderBottomColor: tokens.colorBrandStroke1,
    },
    '& .doc-ref-block': {
      display: 'block',
      whiteSpace: 'pre-wrap',
      margin: '0.5em 0',
      paddingLeft: tokens.spacingHorizontalM,
      borderLeft: `3px solid ${tokens.colorBrandStroke2}`,
    },
    '& .doc-ref-caption': { display: 'block', fontWeight: tokens.fontWeightSemibold },
  },
  section: { contentVisibility: 'auto', containIntrinsicSize: 'auto 4000px' },
});

/** One child of the document with where it starts and how many headings come before it. */
interface Block {
  node: DocNode;
  pos: number;
  heading: number;
  /** Whether any of its texts holds a reference: only those draw again when the references arrive. */
  hasReferences: boolean;
}

function blocksOf(doc: DocNode | null): Block[] {
  if (!doc) return [];
  const starts = childStarts(doc);
  let heading = 0;
  return (doc.content ?? []).map((node, i) => {
    const block = { node, pos: starts[i]!, heading, hasReferences: documentTexts(node).length > 0 };
    heading += documentHeadings(node).length;
    return block;
  });
}

/** How many blocks the first render draws: those that start within FIRST_SLICE, at least one. */
function firstSlice(blocks: readonly Block[]): number {
  const n = blocks.findIndex((b) => b.pos >= FIRST_SLICE);
  return n === -1 ? blocks.length : Math.max(n, 1);
}

const DocBlock = memo(function DocBlock(props: {
  block: Block;
  expansions: ReadonlyMap<string, Expanded[]> | null;
  hrefOf: WriteContext['hrefOf'];
  index: number;
}): ReactNode {
  // The document's own content starts at 0: the writer counts from the block's start.
  const writer = new NodeWriter(
    { expansions: props.expansions, hrefOf: props.hrefOf },
    props.block.pos,
    props.block.heading,
  );
  return writer.node(props.block.node, props.index);
});

/**
 * A document's content (ProseMirror JSON) drawn as React elements — never as an HTML string — with
 * `data-pos` on every text run (selection.ts reads them) and an id on every heading (the table of
 * contents scrolls to them). A long document draws its first screens at once and the rest in a
 * transition, so the reader sees the beginning without waiting for page 200 (docs/benchmarks.md).
 */
export function DocContent({ doc, expansions, hrefOf = noLinks, eager = false, className }: DocContentProps) {
  const styles = useStyles();
  const blocks = useMemo(() => blocksOf(doc), [doc]);
  const first = useMemo(() => firstSlice(blocks), [blocks]);
  const [count, setCount] = useState(eager ? Number.POSITIVE_INFINITY : first);
  const complete = count >= blocks.length;
  useEffect(() => {
    if (complete) return;
    // The next chunk after the browser has painted this one (a macrotask, not a microtask).
    const next = setTimeout(() => startTransition(() => setCount((c) => c + CHUNK_BLOCKS)), 0);
    // Printing, or a heading asked for further down, draws everything first.
    const showAll = () => flushSync(() => setCount(Number.POSITIVE_INFINITY));
    window.addEventListener('beforeprint', showAll);
    window.addEventListener(SHOW_ALL_EVENT, showAll);
    return () => {
      clearTimeout(next);
      window.removeEventListener('beforeprint', showAll);
      window.removeEventListener(SHOW_ALL_EVENT, showAll);
    };
  }, [count, complete]);
  const sections: Block[][] = [];
  for (let i = 0; i < Math.min(count, blocks.length); i += CHUNK_BLOCKS)
    sections.push(blocks.slice(i, i + CHUNK_BLOCKS));
  return (
    <div className={mergeClasses(styles.content, className)} data-testid="doc-content" data-complete={complete}>
      {sections.map((section, s) => (
        // A section off screen is not laid out or painted until it is near (content-visibility): the
        // browser's work on a 200-page text stays that of a few screens.
        <div key={s} className={styles.section}>
          {section.map((block, i) => (
            <DocBlock
              key={i}
              index={s * CHUNK_BLOCKS + i}
              block={block}
              expansions={block.hasReferences ? expansions : NO_EXPANSIONS}
              hrefOf={hrefOf}
            />
          ))}
        </div>
      ))}
    </div>
  );
}

/** The size of a document in positions (for tests and the benchmark's figures). */
export const documentSize = (doc: DocNode) => nodeSize(doc) - 2;
