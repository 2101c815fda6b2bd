import { describe, expect, it, vi } from 'vitest';
import { drawMermaid } from './use-mermaid.ts';

// The library's drawing needs a real browser's layout (e2e: sdoc-document.spec.ts draws a real diagram);
// here it stands in, to check what the page does with its answer.
const render = vi.fn(async (_id: string, code: string) => {
  if (code.includes('oops')) throw new Error('Parse error');
  return { svg: `<svg data-code="${code.length}"><g></g></svg>` };
});
vi.mock('mermaid', () => ({ default: { initialize: vi.fn(), render } }));

const blocks = (...codes: string[]) => {
  document.body.innerHTML = codes.map((c) => `<pre class="mermaid">${c}</pre>`).join('');
  return [...document.querySelectorAll<HTMLElement>('pre.mermaid')];
};

describe('mermaid blocks drawn lazily (domain.md §5 illustration detection: "mermaid block")', () => {
  it('replaces each block by its diagram', async () => {
    await drawMermaid(blocks('flowchart LR\n A --> B', 'flowchart TD\n C --> D'), () => true);
    expect(document.querySelectorAll('pre.mermaid')).toHaveLength(0);
    expect(document.querySelectorAll('.sdoc-mermaid > svg')).toHaveLength(2);
  });

  it('a block that does not parse stays as its code, marked; the others are drawn', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await drawMermaid(blocks('oops', 'flowchart LR\n A --> B'), () => true);
    expect(document.querySelector<HTMLElement>('pre.mermaid')?.dataset.mermaid).toBe('failed');
    expect(document.querySelectorAll('.sdoc-mermaid > svg')).toHaveLength(1);
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it('draws nothing once the page has moved on', async () => {
    await drawMermaid(blocks('flowchart LR\n A --> B'), () => false);
    expect(document.querySelectorAll('pre.mermaid')).toHaveLength(1);
  });
});
