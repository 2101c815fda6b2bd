import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import type { DocumentComponentProps } from '@ontobench/sdk';
import {
  PluginTestRoot,
  createPluginTestKernel,
  loadDocumentComponent,
  loadExtensionTexts,
} from '@ontobench/sdk/testing';
import extension from '../../index.ts';

afterEach(cleanup);

/** The kind's editor from the document-component point, drawn with the given props; `onChange` answers `accepts`. */
async function editor(kind: string, props: Partial<DocumentComponentProps> = {}, accepts = true) {
  const kernel = createPluginTestKernel();
  kernel.host.install(extension);
  const Editor: ComponentType<DocumentComponentProps> = await loadDocumentComponent(kernel, kind, 'editor');
  await loadExtensionTexts(kernel, 'structured-documents');
  const onChange = vi.fn(() => accepts);
  render(
    <PluginTestRoot kernel={kernel} extensionId="structured-documents">
      <Editor elementId="e1" readOnly={false} settings={{}} kind={kind} onChange={onChange} {...props} />
    </PluginTestRoot>,
  );
  await screen.findByTestId(`sdoc-kind-editor-${kind}`);
  return onChange;
}

const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });
const input = (testId: string) => screen.getByTestId(testId) as HTMLInputElement;

describe('the table editor (§5 table defaults)', () => {
  it('§5: Table defaults: shows title shown, not max width, border all with size 1, headers shown, in the table list', async () => {
    await editor('table');
    expect(input('sdoc-setting-showTitle').checked).toBe(true);
    expect(input('sdoc-setting-maxWidth').checked).toBe(false);
    expect(input('sdoc-setting-showHeaders').checked).toBe(true);
    expect(input('sdoc-setting-showInTableList').checked).toBe(true);
    expect(input('sdoc-setting-border').value).toBe('all');
    expect(input('sdoc-setting-borderSize').value).toBe('1');
    expect(input('sdoc-setting-markdownHeaderLevel').value).toBe('0');
  });

  it('reports each change with the settings it keeps', async () => {
    const onChange = await editor('table', { settings: { border: 'outer', custom: 7 } });
    fireEvent.click(input('sdoc-setting-maxWidth'));
    expect(onChange).toHaveBeenLastCalledWith({ settings: { border: 'outer', custom: 7, maxWidth: true } });
    type('sdoc-setting-border', 'horizontal');
    expect(onChange).toHaveBeenLastCalledWith({ settings: { border: 'horizontal', custom: 7 } });
    type('sdoc-setting-borderSize', '2.5');
    expect(onChange).toHaveBeenLastCalledWith({ settings: { border: 'outer', custom: 7, borderSize: 2.5 } });
  });

  it('refuses a negative border, a header level past 6 or text, with a message, and reports nothing', async () => {
    const onChange = await editor('table');
    type('sdoc-setting-borderSize', '-1');
    expect(await screen.findByText('Нужно число не меньше 0.')).toBeTruthy();
    type('sdoc-setting-markdownHeaderLevel', '7');
    expect(await screen.findByText('Нужно целое число от 0 до 6.')).toBeTruthy();
    type('sdoc-setting-markdownHeaderLevel', 'два');
    expect(screen.getByText('Нужно целое число от 0 до 6.')).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
    type('sdoc-setting-markdownHeaderLevel', '2');
    expect(onChange).toHaveBeenLastCalledWith({ settings: { markdownHeaderLevel: 2 } });
    expect(screen.queryByText('Нужно целое число от 0 до 6.')).toBeNull();
  });

  it('read-only disables every field', async () => {
    await editor('table', { readOnly: true });
    for (const id of ['showTitle', 'maxWidth', 'border', 'borderSize', 'showHeaders', 'showInTableList'])
      expect(input(`sdoc-setting-${id}`).disabled).toBe(true);
  });

  it('says so when the document does not take the change', async () => {
    await editor('table', {}, false);
    fireEvent.click(input('sdoc-setting-showTitle'));
    expect(await screen.findByText('Изменение не принято документом.')).toBeTruthy();
  });
});

describe('the column and cell editors (§5 column and cell defaults)', () => {
  it('§5: Column defaults: left align, width type px, value -1; a width below 0 other than -1 is refused', async () => {
    const onChange = await editor('tableColumn');
    expect(input('sdoc-setting-align').value).toBe('left');
    expect(input('sdoc-setting-widthType').value).toBe('px');
    expect(input('sdoc-setting-width').value).toBe('-1');
    type('sdoc-setting-width', '-5');
    expect(await screen.findByText('Нужно число не меньше 0 или −1 (ширина не задана).')).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
    type('sdoc-setting-width', '30');
    type('sdoc-setting-widthType', 'percent');
    type('sdoc-setting-align', 'center');
    expect(onChange.mock.calls.map((c) => (c as unknown as [{ settings: object }])[0].settings)).toEqual([
      { width: 30 },
      { widthType: 'percent' },
      { align: 'center' },
    ]);
  });

  it('§5: Cell defaults: rowspan 1; spans are whole numbers from 1', async () => {
    const onChange = await editor('tableCell', { settings: { colspan: 2 } });
    expect(input('sdoc-setting-rowspan').value).toBe('1');
    expect(input('sdoc-setting-colspan').value).toBe('2');
    type('sdoc-setting-rowspan', '0');
    type('sdoc-setting-colspan', '1.5');
    expect(await screen.findAllByText('Нужно целое число не меньше 1.')).toHaveLength(2);
    expect(onChange).not.toHaveBeenCalled();
    type('sdoc-setting-rowspan', '3');
    expect(onChange).toHaveBeenLastCalledWith({ settings: { colspan: 2, rowspan: 3 } });
  });
});

describe('the generator editor (§5 generator rules)', () => {
  it('§5: table mode only in an empty table: refused elsewhere with the reason', async () => {
    const onChange = await editor('generator', { parentKind: 'section', siblingCount: 0 });
    type('sdoc-setting-mode', 'table');
    expect(await screen.findByText('Режим «Заполняет таблицу» возможен только в пустой таблице.')).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('§5: table mode in an empty table is taken; in a table a generator may not be free', async () => {
    const onChange = await editor('generator', { parentKind: 'table', siblingCount: 0, settings: { mode: 'free' } });
    type('sdoc-setting-mode', 'table');
    expect(onChange).toHaveBeenLastCalledWith({ settings: { mode: 'table' } });
    cleanup();
    const again = await editor('generator', { parentKind: 'table', siblingCount: 0, settings: { mode: 'table' } });
    type('sdoc-setting-mode', 'free');
    expect(await screen.findByText('В таблице генератор работает только в режиме «Заполняет таблицу».')).toBeTruthy();
    expect(again).not.toHaveBeenCalled();
  });

  it('§5: a table with other elements refuses table mode', async () => {
    const onChange = await editor('generator', { parentKind: 'table', siblingCount: 2 });
    type('sdoc-setting-mode', 'table');
    expect(await screen.findByText('Режим «Заполняет таблицу» возможен только в пустой таблице.')).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('§7: names the semantic search that feeds it by name (spaces kept while typing), keeping the mode', async () => {
    const onChange = await editor('generator', { settings: { mode: 'free' } });
    type('sdoc-setting-search', 'Учебные курсы ');
    expect(onChange).toHaveBeenLastCalledWith({ settings: { mode: 'free', semanticSearch: 'Учебные курсы ' } });
  });

  it('a search result names its search the same way', async () => {
    const onChange = await editor('semanticSearchResult', { settings: {} });
    type('sdoc-setting-search', 'Учебные курсы');
    expect(onChange).toHaveBeenLastCalledWith({ settings: { semanticSearch: 'Учебные курсы' } });
  });
});

describe('the illustration editor (§5 illustration detection, §9 width)', () => {
  it.each([
    ['https://example.org/a.png', 'веб-адрес изображения'],
    ['![Схема](https://example.org/a.png)', 'изображение в разметке Markdown'],
    ['```mermaid\ngraph TD; A-->B\n```', 'диаграмма Mermaid'],
    ['img/a.png', 'относительный путь к файлу'],
    ['data:image/png;base64,iVBORw0KGgo=', 'встроенное изображение'],
    [':diagram-0a1b2c3d-0000-4000-8000-000000000001(Процесс)', 'диаграмма'],
    ['просто текст', 'не распознано (будет показано как текст)'],
  ])('§5: %s is detected as «%s»', async (content, text) => {
    await editor('illustration', { content });
    expect(screen.getByTestId('sdoc-illustration-detected').textContent).toBe(`Содержимое распознано как: ${text}`);
  });

  it('§9: Illustration width 200 px by default; 0 or less is refused', async () => {
    const onChange = await editor('illustration');
    expect(input('sdoc-setting-illustrationWidth').value).toBe('200');
    type('sdoc-setting-illustrationWidth', '0');
    expect(await screen.findByText('Нужно число больше 0.')).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
    type('sdoc-setting-illustrationWidth', '320');
    expect(onChange).toHaveBeenLastCalledWith({ settings: { width: 320 } });
  });
});

describe('the external content editor (§3 external content)', () => {
  it('takes an http(s) address and refuses another scheme with a message', async () => {
    const onChange = await editor('externalContent');
    type('sdoc-setting-url', 'javascript:alert(1)');
    expect(await screen.findByText('Нужен адрес, который начинается с http:// https://.')).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
    type('sdoc-setting-url', 'https://example.org/page');
    expect(onChange).toHaveBeenLastCalledWith({ settings: { url: 'https://example.org/page' } });
  });

  it('read-only disables the address', async () => {
    await editor('externalContent', { readOnly: true, settings: { url: 'https://example.org' } });
    expect(input('sdoc-setting-url').disabled).toBe(true);
    expect(input('sdoc-setting-url').value).toBe('https://example.org');
  });
});
