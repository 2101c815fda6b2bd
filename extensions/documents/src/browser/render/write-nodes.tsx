import { Fragment, type CSSProperties, type ReactNode } from 'react';
import type { Expanded } from '@ontobench/sdk/common';
import type { DocNode } from '../../common/api.ts';
import { DOC_MARK_TYPES, DOC_NODE_TYPES, safeHref, safeImageSrc } from '../../common/doc-schema.ts';
import { headingId, headingLevel } from './outline.ts';
import { isLeaf } from './positions.ts';
import { isCode, unresolved } from './references.ts';

/** What the writer needs besides the nodes: the expanded references and where a reference's target opens. */
export interface WriteContext {
  /** Expanded references by text; null while they load (references then show their display names). */
  expansions: ReadonlyMap<string, Expanded[]> | null;
  /** The in-app address of a found reference's target, or null for no link. */
  hrefOf(kind: string, id: string): string | null;
}

type Mark = NonNullable<DocNode['marks']>[number];
const NODE_TYPES: ReadonlySet<string> = new Set(DOC_NODE_TYPES);
const MARK_TYPES: ReadonlySet<string> = new Set(DOC_MARK_TYPES);

/**
 * Writes ProseMirror JSON as React elements, counting positions as ProseMirror does (positions.ts):
 * every text run carries `data-pos`, where it starts in the document. Only the allowed node and mark
 * types are drawn, each with the few attributes it needs, picked one by one (never spread): an unknown
 * node shows its content, an unknown mark its text, an address outside the allow-list no link or image.
 */
export class NodeWriter {
  private inCode = false;
  private inLink = false;

  constructor(
    private readonly context: WriteContext,
    /** The position the next node starts at. */
    public pos: number,
    /** How many headings came before the next node. */
    public heading: number,
  ) {}

  node(node: DocNode, key: number): ReactNode {
    if (node.type === 'text') return this.text(node, key);
    const known = NODE_TYPES.has(node.type);
    if (isLeaf(node)) {
      this.pos += 1;
      return known ? this.leaf(node, key) : null;
    }
    const headingNumber = node.type === 'heading' ? this.heading++ : 0;
    const wasCode = this.inCode;
    if (node.type === 'codeBlock') this.inCode = true;
    this.pos += 1;
    const children = (node.content ?? []).map((child, i) => this.node(child, i));
    this.pos += 1;
    this.inCode = wasCode;
    if (!known) return <Fragment key={key}>{children}</Fragment>;
    return this.element(node, key, children, headingNumber);
  }

  private leaf(node: DocNode, key: number): ReactNode {
    if (node.type === 'hardBreak') return <br key={key} />;
    if (node.type === 'horizontalRule') return <hr key={key} />;
    if (node.type === 'image') {
      const src = safeImageSrc(node.attrs?.src);
      if (!src) return null;
      return (
        <img
          key={key}
          src={src}
          alt={text(node.attrs?.alt)}
          title={text(node.attrs?.title) || undefined}
          width={size(node.attrs?.width)}
          height={size(node.attrs?.height)}
          loading="lazy"
          referrerPolicy="no-referrer"
        />
      );
    }
    return null;
  }

  private element(node: DocNode, key: number, children: ReactNode[], headingNumber: number): ReactNode {
    switch (node.type) {
      case 'doc':
        return <Fragment key={key}>{children}</Fragment>;
      case 'paragraph':
        return <p key={key}>{children}</p>;
      case 'heading': {
        const Tag = `h${headingLevel(node)}` as 'h1';
        return (
          <Tag key={key} id={headingId(headingNumber)}>
            {children}
          </Tag>
        );
      }
      case 'blockquote':
        return <blockquote key={key}>{children}</blockquote>;
      case 'bulletList':
        return <ul key={key}>{children}</ul>;
      case 'orderedList':
        return (
          <ol key={key} start={size(node.attrs?.start)}>
            {children}
          </ol>
        );
      case 'listItem':
        return <li key={key}>{children}</li>;
      case 'codeBlock':
        return (
          <pre key={key}>
            <code>{children}</code>
          </pre>
        );
      case 'table':
        return (
          <div key={key} className="doc-table">
            <table>
              <tbody>{children}</tbody>
            </table>
          </div>
        );
      case 'tableRow':
        return <tr key={key}>{children}</tr>;
      case 'tableHeader':
      case 'tableCell': {
        const Cell = node.type === 'tableHeader' ? 'th' : 'td';
        return (
          <Cell key={key} colSpan={span(node.attrs?.colspan)} rowSpan={span(node.attrs?.rowspan)} style={align(node)}>
            {children}
          </Cell>
        );
      }
      default:
        return <Fragment key={key}>{children}</Fragment>;
    }
  }

  private text(node: DocNode, key: number): ReactNode {
    const value = node.text ?? '';
    const start = this.pos;
    this.pos += value.length;
    const marks = (node.marks ?? []).filter((m) => MARK_TYPES.has(m.type));
    const link = marks.find((m) => m.type === 'link');
    const href = link ? safeHref(link.attrs?.href) : null;
    const wasLink = this.inLink;
    if (href) this.inLink = true;
    const expanded = this.inCode || isCode(node) ? null : this.expansionOf(value);
    let body: ReactNode = expanded ? this.parts(expanded, start) : <span data-pos={start}>{value}</span>;
    this.inLink = wasLink;
    for (const mark of [...marks].reverse()) body = wrap(mark, body, href);
    return <Fragment key={key}>{body}</Fragment>;
  }

  private expansionOf(value: string): Expanded[] | null {
    return this.context.expansions ? (this.context.expansions.get(value) ?? null) : unresolved(value);
  }

  /** A text with references: plain runs keep their positions, a reference spans the text it replaced. */
  private parts(parts: Expanded[], textStart: number): ReactNode[] {
    let offset = 0;
    return parts.map((part, i) => {
      if (part.type === 'text') {
        const run = (
          <span key={i} data-pos={textStart + offset}>
            {part.text}
          </span>
        );
        offset += part.text.length;
        return run;
      }
      offset = part.ref.end;
      return this.reference(part, i, { 'data-pos': textStart + part.ref.start, 'data-end': textStart + part.ref.end });
    });
  }

  private reference(part: Expanded, key: number, at?: Record<string, number>): ReactNode {
    if (part.type === 'text') return <Fragment key={key}>{part.text}</Fragment>;
    if (part.type === 'ref') {
      const href = part.target && !this.inLink ? safeHref(this.context.hrefOf(part.ref.kind, part.ref.id)) : null;
      return href ? (
        <a key={key} className="doc-ref" data-kind={part.ref.kind} href={href} {...at}>
          {part.label}
        </a>
      ) : (
        <span key={key} className="doc-ref" data-kind={part.ref.kind} {...at}>
          {part.label}
        </span>
      );
    }
    return (
      <span key={key} className="doc-ref-block" data-kind={part.ref.kind} {...at}>
        {part.caption && <span className="doc-ref-caption">{part.caption}</span>}
        {part.children.map((child, i) => this.reference(child, i))}
      </span>
    );
  }
}

/** Wraps a run in one mark's element; a link without an allowed address is no link. */
function wrap(mark: Mark, body: ReactNode, href: string | null): ReactNode {
  switch (mark.type) {
    case 'bold':
      return <strong>{body}</strong>;
    case 'italic':
      return <em>{body}</em>;
    case 'strike':
      return <s>{body}</s>;
    case 'underline':
      return <u>{body}</u>;
    case 'code':
      return <code>{body}</code>;
    case 'link':
      if (!href) return body;
      return /^https?:/i.test(href) ? (
        <a href={href} target="_blank" rel="noopener noreferrer nofollow">
          {body}
        </a>
      ) : (
        <a href={href}>{body}</a>
      );
    default:
      return body;
  }
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');
/** A positive whole number attribute (size, start), else none. */
function size(value: unknown): number | undefined {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 && n < 100_000 ? n : undefined;
}
function span(value: unknown): number | undefined {
  const n = size(value);
  return n !== undefined && n > 1 && n <= 1000 ? n : undefined;
}
function align(node: DocNode): CSSProperties | undefined {
  const value = node.attrs?.align;
  return value === 'left' || value === 'center' || value === 'right' ? { textAlign: value } : undefined;
}
