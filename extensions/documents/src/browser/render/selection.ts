import type { DocumentRange } from '../../common/api.ts';

/**
 * The DOM selection inside a drawn document as a range of ProseMirror positions (`{ from, to, quote }`),
 * for comments on a text range. Every text run the renderer writes carries `data-pos` (its start); a
 * reference also carries `data-end`, since the label it shows is not the text it stands for, and a
 * selection that starts or ends inside one takes the whole reference. Null when nothing is selected,
 * the selection leaves the container, or it covers no text.
 */
export function selectionRange(container: Element): DocumentRange | null {
  const selection = container.ownerDocument.getSelection();
  if (!selection || selection.rangeCount === 0 || selection.isCollapsed) return null;
  const range = selection.getRangeAt(0);
  if (!container.contains(range.startContainer) || !container.contains(range.endContainer)) return null;
  const from = boundary(container, range.startContainer, range.startOffset, 'start');
  const to = boundary(container, range.endContainer, range.endOffset, 'end');
  if (from === null || to === null || to <= from) return null;
  return { from, to, quote: range.toString() };
}

/** Where a run starts and ends in the document. */
function runBounds(run: HTMLElement): { start: number; end: number } {
  const start = Number(run.dataset.pos);
  const end = run.dataset.end !== undefined ? Number(run.dataset.end) : start + (run.textContent ?? '').length;
  return { start, end };
}

function boundary(container: Element, node: Node, offset: number, side: 'start' | 'end'): number | null {
  const element = node.nodeType === Node.ELEMENT_NODE ? (node as Element) : node.parentElement;
  const run = element?.closest<HTMLElement>('[data-pos]');
  if (run && container.contains(run)) {
    const { start, end } = runBounds(run);
    if (run.dataset.end !== undefined) return side === 'start' ? start : end;
    // Characters of the run before the point (a run holds its text alone, but count as the DOM has it).
    const before = run.ownerDocument.createRange();
    before.selectNodeContents(run);
    before.setEnd(node, offset);
    return start + before.toString().length;
  }
  // A point between elements (a triple click selects whole paragraphs): the nearest run on its side.
  const runs = [...container.querySelectorAll<HTMLElement>('[data-pos]')].filter(
    (r) => !r.parentElement?.closest('[data-pos]'),
  );
  const probe = container.ownerDocument.createRange();
  const place = (r: HTMLElement) => {
    probe.selectNodeContents(r);
    return probe.comparePoint(node, offset);
  };
  if (side === 'start') {
    const next = runs.find((r) => place(r) <= 0);
    return next ? runBounds(next).start : null;
  }
  const previous = runs.findLast((r) => place(r) >= 0);
  return previous ? runBounds(previous).end : null;
}

/**
 * Shows a range in a drawn document: scrolls its first run into view and selects the text from `from`
 * to `to` as far as the runs allow (a run that stands for a reference is taken whole). False when no
 * run of the document holds `from` any more (the text changed since the comment was made).
 */
export function showRange(container: Element, range: { from: number; to: number }): boolean {
  const runs = [...container.querySelectorAll<HTMLElement>('[data-pos]')].filter(
    (r) => !r.parentElement?.closest('[data-pos]'),
  );
  const holding = (pos: number, side: 'start' | 'end') =>
    runs.find((r) => {
      const { start, end } = runBounds(r);
      return side === 'start' ? pos >= start && pos < end : pos > start && pos <= end;
    });
  const first = holding(range.from, 'start');
  if (!first) return false;
  const last = holding(range.to, 'end') ?? first;
  const dom = container.ownerDocument.createRange();
  const point = (run: HTMLElement, pos: number, side: 'start' | 'end') => {
    const text = run.firstChild;
    const { start } = runBounds(run);
    if (run.dataset.end === undefined && text?.nodeType === Node.TEXT_NODE) {
      const offset = Math.max(0, Math.min(pos - start, text.textContent?.length ?? 0));
      if (side === 'start') dom.setStart(text, offset);
      else dom.setEnd(text, offset);
    } else if (side === 'start') dom.setStartBefore(run);
    else dom.setEndAfter(run);
  };
  point(first, range.from, 'start');
  point(last, range.to, 'end');
  const selection = container.ownerDocument.getSelection();
  selection?.removeAllRanges();
  selection?.addRange(dom);
  first.scrollIntoView?.({ block: 'center' });
  return true;
}
