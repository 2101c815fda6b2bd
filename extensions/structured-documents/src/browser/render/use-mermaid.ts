import { useEffect, type RefObject } from 'react';

let drawn = 0;

/**
 * Draws the mermaid blocks of rendered HTML (`<pre class="mermaid">`, common/render/html.ts) as diagrams
 * in place (domain.md §5 illustration detection, issue 16: "mermaid block rendered lazily"): mermaid
 * loads only when a block is there, in strict mode (its output sanitized, no script, no links out). A
 * block that does not parse stays as its code, marked, and the rest of the page is untouched.
 */
export async function drawMermaid(blocks: readonly HTMLElement[], live: () => boolean): Promise<void> {
  const { default: mermaid } = await import('mermaid');
  mermaid.initialize({ startOnLoad: false, securityLevel: 'strict' });
  for (const block of blocks) {
    if (!live() || !block.isConnected) return;
    try {
      const { svg } = await mermaid.render(`sdoc-mermaid-${++drawn}`, block.textContent ?? '');
      if (!live() || !block.isConnected) return;
      const figure = document.createElement('div');
      figure.className = 'sdoc-mermaid';
      // mermaid's strict mode sanitizes what it draws (DOMPurify): the SVG holds no script or handler.
      figure.innerHTML = svg;
      block.replaceWith(figure);
    } catch (error) {
      block.dataset.mermaid = 'failed';
      console.warn('structured-documents: a mermaid block does not draw', error);
    }
  }
}

/** Draws the mermaid blocks inside `ref`'s element after each new `html` (see `drawMermaid`). */
export function useMermaid(ref: RefObject<HTMLElement | null>, html: string): void {
  useEffect(() => {
    const blocks = [...(ref.current?.querySelectorAll<HTMLElement>('pre.mermaid') ?? [])];
    if (blocks.length === 0) return undefined;
    let live = true;
    void drawMermaid(blocks, () => live);
    return () => {
      live = false;
    };
  }, [ref, html]);
}
