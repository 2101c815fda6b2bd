import { describe, expect, it } from 'vitest';
import type { ElementState } from '../api.ts';
import { EMPTY_FIELDS } from '../diff.ts';
import { outlineOf } from './generated.ts';
import { renderHtml } from './html.ts';

const n = (id: string, kind: string, fields: Partial<ElementState> = {}, children: ElementState[] = []) => ({
  ...EMPTY_FIELDS,
  ...fields,
  id,
  kind,
  children,
});
const render = (root: ElementState) => renderHtml(root, { labels: new Map(), outline: outlineOf(root, new Map()) });

describe('renderHtml of plugin kinds (issue 16: a plugin adds a kind the same way)', () => {
  it('§3: a plugin kind carries data-kind and its settings as escaped JSON, with its title and content', () => {
    const root = n('D', 'document', {}, [
      n('C', 'callout', { title: 'Важно', content: 'Текст <b>', settings: { tone: 'warning', note: '"><script>' } }),
    ]);
    const html = render(root);
    expect(html).toContain('data-kind="callout"');
    const settings = /data-settings="([^"]*)"/.exec(html)![1]!;
    expect(settings).not.toMatch(/[<>"]/);
    const decoded = settings.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));
    expect(JSON.parse(decoded)).toEqual({ tone: 'warning', note: '"><script>' });
    expect(html).toContain('Текст &#60;b&#62;');
    expect(html).not.toContain('<script>');
  });

  it('§3: built-in kinds of the default branch carry no data-kind', () => {
    const html = render(n('D', 'document', {}, [n('P', 'paragraph', { content: 'a' })]));
    expect(html).not.toContain('data-kind');
    expect(html).not.toContain('data-settings');
  });

  it('a kind id that is not an identifier is escaped in data-kind', () => {
    const html = render(n('D', 'document', {}, [n('X', 'my"kind<', { content: 'a' })]));
    expect(html).toContain('data-kind="my&#34;kind&#60;"');
  });
});

describe('renderHtml of external content (§3 external content: an http(s) address)', () => {
  it('links an http(s) address, escaped; nothing for another scheme', () => {
    const html = render(
      n('D', 'document', {}, [
        n('E', 'externalContent', { settings: { url: 'https://example.org/a?x=1&y=2' } }),
        n('F', 'externalContent', { settings: { url: 'javascript:alert(1)' } }),
      ]),
    );
    expect(html).toContain('href="https://example.org/a?x=1&#38;y=2"');
    expect(html).not.toContain('javascript:');
  });
});
