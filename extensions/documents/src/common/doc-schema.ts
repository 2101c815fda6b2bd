import type { DocNode } from './api.ts';
import { isSafeLinkHref, isSafeStoredImageSrc } from './content/safe-url.ts';

/**
 * What a document's content may hold: the node and mark types of TipTap's StarterKit 3 with tables and
 * images, and nothing else. The server refuses content with anything outside these lists
 * (`validateDocNode`), and every renderer (viewer, public page, print, .docx) drops what it does not
 * know and passes links and images through `safeHref` / `safeImageSrc`: the XSS defence of the area
 * (docs/documents.md).
 */
export const DOC_NODE_TYPES = [
  'doc',
  'paragraph',
  'text',
  'heading',
  'bulletList',
  'orderedList',
  'listItem',
  'blockquote',
  'codeBlock',
  'horizontalRule',
  'hardBreak',
  'table',
  'tableRow',
  'tableHeader',
  'tableCell',
  'image',
] as const;
export type DocNodeType = (typeof DOC_NODE_TYPES)[number];

export const DOC_MARK_TYPES = ['bold', 'italic', 'strike', 'underline', 'code', 'link'] as const;
export type DocMarkType = (typeof DOC_MARK_TYPES)[number];

/** Nesting deeper than this is refused (a real document nests lists and tables a few levels). */
export const MAX_DOC_DEPTH = 50;
/** The content as JSON may be at most this many characters (a 200-page document is about 1,000,000). */
export const MAX_DOC_JSON_LENGTH = 5_000_000;

const NODE_TYPES: ReadonlySet<string> = new Set(DOC_NODE_TYPES);
const MARK_TYPES: ReadonlySet<string> = new Set(DOC_MARK_TYPES);
const NODE_KEYS: ReadonlySet<string> = new Set(['type', 'attrs', 'content', 'marks', 'text']);
/** A link's address if it is safe to follow (`isSafeLinkHref`: http(s):, mailto:, an in-app path); else null. */
export function safeHref(href: unknown): string | null {
  if (typeof href !== 'string') return null;
  const value = href.trim();
  return isSafeLinkHref(value) ? value : null;
}

/** An image's source if it is safe to load (`isSafeStoredImageSrc`: http(s): or a raster data URL); else null. */
export function safeImageSrc(src: unknown): string | null {
  if (typeof src !== 'string') return null;
  const value = src.trim();
  return isSafeStoredImageSrc(value) ? value : null;
}

/**
 * Why `value` is not content the store may keep (a `doc` node of the known types, each node of the
 * shape TipTap's `getJSON()` gives, at most MAX_DOC_DEPTH deep and MAX_DOC_JSON_LENGTH characters of
 * JSON), in Russian for the user; null when it is.
 */
export function validateDocNode(value: unknown): string | null {
  if (!isRecord(value) || value.type !== 'doc') return 'Содержимое документа должно быть узлом «doc»';
  let length: number;
  try {
    length = JSON.stringify(value).length;
  } catch {
    return 'Содержимое документа не записывается в JSON';
  }
  if (length > MAX_DOC_JSON_LENGTH)
    return `Содержимое документа слишком велико: ${length} символов, можно не больше ${MAX_DOC_JSON_LENGTH}`;
  return nodeProblem(value, 'doc', 1);
}

function nodeProblem(node: Record<string, unknown>, path: string, depth: number): string | null {
  if (depth > MAX_DOC_DEPTH) return `Содержимое документа вложено глубже ${MAX_DOC_DEPTH} уровней (${path})`;
  for (const key of Object.keys(node)) if (!NODE_KEYS.has(key)) return `Лишнее поле «${key}» в узле (${path})`;
  const type = node.type;
  if (typeof type !== 'string' || !NODE_TYPES.has(type)) return `Неизвестный тип узла «${String(type)}» (${path})`;
  if (node.attrs !== undefined && !isRecord(node.attrs)) return `Атрибуты узла должны быть объектом (${path})`;
  if (type === 'heading') {
    const level = node.attrs?.level;
    if (!Number.isInteger(level) || (level as number) < 1 || (level as number) > 6)
      return `Уровень заголовка должен быть от 1 до 6 (${path})`;
  }
  if (type === 'text') {
    if (typeof node.text !== 'string') return `У текстового узла нет текста (${path})`;
    if (node.content !== undefined) return `У текстового узла не может быть вложенных узлов (${path})`;
  } else if (node.text !== undefined) return `Текст бывает только у узла «text» (${path})`;
  if (node.marks !== undefined) {
    if (!Array.isArray(node.marks)) return `Оформление узла должно быть списком (${path})`;
    for (const [i, mark] of node.marks.entries()) {
      if (!isRecord(mark) || typeof mark.type !== 'string' || !MARK_TYPES.has(mark.type))
        return `Неизвестное оформление «${isRecord(mark) ? String(mark.type) : String(mark)}» (${path}.marks[${i}])`;
      if (mark.attrs !== undefined && !isRecord(mark.attrs))
        return `Атрибуты оформления должны быть объектом (${path}.marks[${i}])`;
    }
  }
  if (node.content !== undefined) {
    if (!Array.isArray(node.content)) return `Вложенные узлы должны быть списком (${path})`;
    for (const [i, child] of node.content.entries()) {
      const at = `${path}.content[${i}]`;
      if (!isRecord(child)) return `Узел должен быть объектом (${at})`;
      if (child.type === 'doc') return `Узел «doc» бывает только корнем (${at})`;
      const problem = nodeProblem(child, at, depth + 1);
      if (problem) return problem;
    }
  }
  return null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The text of a content tree, block by block on lines of their own (term contents, search, captions). */
export function docPlainText(node: DocNode | null | undefined): string {
  if (!node) return '';
  const lines: string[] = [];
  let line = '';
  const walk = (n: DocNode): void => {
    if (n.type === 'text') line += n.text ?? '';
    else if (n.type === 'hardBreak') line += '\n';
    else if (n.type === 'image') line += typeof n.attrs?.alt === 'string' ? n.attrs.alt : '';
    for (const child of n.content ?? []) walk(child);
    if (BLOCKS.has(n.type) && line !== '') {
      lines.push(line);
      line = '';
    }
  };
  walk(node);
  if (line !== '') lines.push(line);
  return lines.join('\n');
}

const BLOCKS: ReadonlySet<string> = new Set(['paragraph', 'heading', 'codeBlock', 'tableCell', 'tableHeader']);
