import { describe, expect, it } from 'vitest';
import type { ElementState } from '../api.ts';
import { EMPTY_FIELDS } from '../diff.ts';
import { outlineOf, TOC_LEVELS } from './generated.ts';
import { renderHtml } from './html.ts';
import { preview } from './text.ts';

const n = (
  id: string,
  kind: string,
  fields: Partial<ElementState> = {},
  children: ElementState[] = [],
): ElementState => ({
  ...EMPTY_FIELDS,
  ...fields,
  id,
  kind,
  children,
});
const render = (root: ElementState, labels = new Map<string, string>()) =>
  renderHtml(root, { labels, outline: outlineOf(root, labels) });

describe('renderHtml', () => {
  it('escapes every text and never writes a script, an event handler or a javascript: address', () => {
    const payloads = ['<script>alert(1)</script>', '<img src=x onerror=alert(1)>', '"><svg onload=alert(1)>'];
    const root = n('D', 'document', { title: payloads[0]! }, [
      n('P', 'paragraph', { title: payloads[1]!, content: payloads.join('\n\n') }),
      n('I', 'illustration', { title: payloads[2]!, content: 'javascript:alert(1)' }),
      n('J', 'illustration', { content: '![x" onerror="alert(1)](https://example.org/a.png)' }),
      n('C', 'myPlugin<kind>', { content: payloads[1]!, extraClasses: ['ok', '"bad'] }),
    ]);
    const html = render(root);
    expect(html).not.toMatch(/<script|<img src=x|<svg|onerror="alert|(?:src|href)="javascript:/i);
    expect(html).toContain('class="sdoc-myPluginkind ok"');
  });

  it('numbers titles with their labels; lists write items; tables head, rows and spans', () => {
    const root = n('D', 'document', {}, [
      n('S', 'section', { title: 'Цели' }, [
        n('L', 'orderedList', {}, [n('A', 'contentHolder', { content: 'Первая' })]),
      ]),
      n('T', 'table', { title: 'Сроки' }, [
        n('TC', 'tableColumns', {}, [n('C1', 'tableColumn', { title: 'Этап', settings: { align: 'right' } })]),
        n('TR', 'tableRows', {}, [
          n('R1', 'tableRow', {}, [n('X', 'tableCell', { content: 'Тема', settings: { colspan: 2 } })]),
        ]),
      ]),
    ]);
    const html = render(root, new Map([['S', '1.']]));
    expect(html).toContain('<h2 class="sdoc-title">1. Цели</h2>');
    expect(html).toContain('<ol><li><div class="sdoc-contentHolder"');
    expect(html).toContain('<caption class="sdoc-title">Сроки</caption>');
    expect(html).toContain('<th style="text-align:right">Этап</th>');
    expect(html).toContain('<td colspan="2"><p>Тема</p></td>');
  });

  it('§4: a numbered item without a title has its label before its text, and the list does not number it again', () => {
    const root = n('D', 'document', {}, [
      n('L', 'orderedList', {}, [
        n('A', 'contentHolder', { content: 'Первая' }),
        n('B', 'contentHolder', { title: 'Вторая' }),
      ]),
    ]);
    const html = render(
      root,
      new Map([
        ['A', '1.'],
        ['B', '2.'],
      ]),
    );
    expect(html).toContain('<ol style="list-style:none;padding-left:0">');
    expect(html).toContain('<p><span class="sdoc-label">1.</span> Первая</p>');
    expect(html).toContain('<p class="sdoc-title">2. Вторая</p>');
  });

  it('§4: a disabled element and what it holds are not rendered, nor listed', () => {
    const root = n('D', 'document', {}, [
      n('S', 'section', { title: 'Скрытый', disabled: true }, [n('I', 'illustration', { title: 'Рисунок' })]),
      n('M', 'documentMetadata'),
    ]);
    const html = render(root);
    expect(html).not.toContain('Скрытый');
    expect(html).not.toContain('Рисунок');
  });
});

describe('outlineOf', () => {
  it(`lists sections to ${TOC_LEVELS} levels (§9), titled illustrations, and tables shown in the table list`, () => {
    const deep = n('S4', 'section', { title: 'Четвёртый' });
    const root = n('D', 'document', {}, [
      n('S1', 'section', { title: 'Один' }, [
        n('S2', 'section', { title: 'Два' }, [n('S3', 'section', { title: 'Три' }, [deep])]),
      ]),
      n('I', 'illustration', { title: 'Схема' }),
      n('T1', 'table', { title: 'Видна' }),
      n('T2', 'table', { title: 'Скрыта', settings: { showInTableList: false } }),
    ]);
    const outline = outlineOf(root, new Map());
    expect(outline.sections.map((s) => [s.title, s.level])).toEqual([
      ['Один', 1],
      ['Два', 2],
      ['Три', 3],
    ]);
    expect(outline.illustrations.map((s) => s.title)).toEqual(['Схема']);
    expect(outline.tables.map((s) => s.title)).toEqual(['Видна']);
  });

  it('§9: a content preview is cut at 200 characters', () => {
    expect(preview('а'.repeat(250))).toBe(`${'а'.repeat(200)}…`);
    expect(preview('  коротко\n  ')).toBe('коротко');
  });
});
