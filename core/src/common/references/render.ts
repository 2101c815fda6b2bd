import type { Expanded } from './expand.ts';

/** The formats expanded references are written in; any other asked for gives the spec's inline text. */
export type TargetFormat = 'html' | 'text';
/** Spec domain.md §5: "A target format not known gives the inline text 'Target format is not defined'". */
export const TARGET_FORMAT_NOT_DEFINED = 'Target format is not defined';

/**
 * Writes expanded references out. `html` escapes every text (names and contents are user data: stored
 * XSS never runs) and links a found target through `hrefOf`, which builds the address from the
 * target's kind and id only.
 */
export function renderExpanded(
  nodes: readonly Expanded[],
  format: string,
  hrefOf: (kind: string, id: string) => string | null = () => null,
): string {
  if (format === 'text') return nodes.map(asText).join('');
  if (format === 'html') return nodes.map((n) => asHtml(n, hrefOf)).join('');
  return TARGET_FORMAT_NOT_DEFINED;
}

function asText(node: Expanded): string {
  if (node.type === 'text') return node.text;
  if (node.type === 'ref') return node.label;
  const body = node.children.map(asText).join('');
  return node.caption ? `${node.caption}\n${body}` : body;
}

function asHtml(node: Expanded, hrefOf: (kind: string, id: string) => string | null): string {
  if (node.type === 'text') return escapeHtml(node.text);
  const kind = escapeHtml(node.ref.kind);
  if (node.type === 'ref') {
    const href = node.target ? hrefOf(node.ref.kind, node.target.id) : null;
    const label = escapeHtml(node.label);
    return href
      ? `<a class="ob-ref" data-kind="${kind}" href="${escapeHtml(href)}">${label}</a>`
      : `<span class="ob-ref" data-kind="${kind}">${label}</span>`;
  }
  const caption = node.caption ? `<div class="ob-ref-caption">${escapeHtml(node.caption)}</div>` : '';
  const body = node.children.map((n) => asHtml(n, hrefOf)).join('');
  return `<div class="ob-ref-block" data-kind="${kind}">${caption}${body}</div>`;
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
