import type { ReportBlock } from './blocks.ts';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe inside HTML elements and attributes. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/** One block as HTML. */
function blockHtml(block: ReportBlock): string {
  switch (block.kind) {
    case 'heading':
      return `<h${block.level}>${escapeHtml(block.text)}</h${block.level}>`;
    case 'paragraph':
      return `<p>${block.lines.map(escapeHtml).join('<br>')}</p>`;
    case 'list':
      return `<ul>${block.items.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</ul>`;
    case 'table': {
      const head = block.table.columns.map((c) => `<th>${escapeHtml(c)}</th>`).join('');
      const rows = block.table.rows.map((r) => `<tr>${r.map((c) => `<td>${escapeHtml(c)}</td>`).join('')}</tr>`);
      return `<table class="report-table"><thead><tr>${head}</tr></thead><tbody>${rows.join('')}</tbody></table>`;
    }
  }
}

/** The blocks as HTML: a fixed set of elements (h1–h3, p, br, ul, li, table), every text escaped. */
export function blocksHtml(blocks: readonly ReportBlock[], notes: readonly string[] = []): string {
  const body = blocks.map(blockHtml).join('\n');
  const after = notes.map((n) => `<p class="report-note">${escapeHtml(n)}</p>`).join('\n');
  return after ? `${body}\n${after}` : body;
}
