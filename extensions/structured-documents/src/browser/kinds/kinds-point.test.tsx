import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Field, Textarea } from '@fluentui/react-components';
import { Services, defineExtension, useT, type DocumentComponentProps, type HttpClient } from '@ontobench/sdk';
import {
  PluginTestRoot,
  createPluginTestKernel,
  disableWebAnimations,
  loadRoutePage,
  realtimeFake,
} from '@ontobench/sdk/testing';
import type { SaveRequest } from '../../common/api.ts';
import { ALLOWED_IN, BUILT_IN_RULES, ContainerRules } from '../../common/containers.ts';
import { BUILT_IN_KINDS } from '../../common/kinds.ts';
import { BUILT_IN_COMPONENTS } from '../contributions/kinds.ts';
import { DOC_ID, testState } from '../editor/model/test-document.ts';
import extension from '../index.ts';

afterEach(cleanup);
let restoreAnimations: () => void;
beforeAll(() => (restoreAnimations = disableWebAnimations()));
afterAll(() => restoreAnimations());

/** A plugin kind contributed the way the callout example does: its own label, renderer and editor. */
function NoteEditor({ content, onChange, readOnly }: DocumentComponentProps) {
  const { t } = useT();
  return (
    <Field label={t('text')}>
      <Textarea
        value={content ?? ''}
        disabled={readOnly}
        onChange={(_, d) => onChange?.({ content: d.value })}
        data-testid="note-editor"
      />
    </Field>
  );
}
const notePlugin = defineExtension({
  id: 'note-kind',
  version: '1.0.0',
  contributes: {
    documentComponents: [
      {
        id: 'note',
        allowedIn: ['document', 'section'],
        labelKey: 'label',
        renderer: async () => ({
          default: ({ content }: DocumentComponentProps) => <p data-testid="note">{content}</p>,
        }),
        editor: async () => ({ default: NoteEditor }),
      },
    ],
    translations: { ru: { label: 'Заметка', text: 'Текст заметки' }, en: { label: 'Note', text: 'Note text' } },
  },
});

describe('the kinds on the document-component point (issue 16 item 2)', () => {
  it('§3: every built-in kind but the root is contributed, with its §5 row, a label and a lazy renderer', () => {
    expect(BUILT_IN_COMPONENTS.map((c) => c.id)).toEqual(BUILT_IN_KINDS.filter((k) => k !== 'document'));
    for (const c of BUILT_IN_COMPONENTS) {
      expect(c.allowedIn).toBe(ALLOWED_IN[c.id as keyof typeof ALLOWED_IN]);
      expect(c.labelKey).toBe(`kinds.${c.id}`);
    }
    const withEditors = BUILT_IN_COMPONENTS.filter((c) => c.editor).map((c) => c.id);
    expect(withEditors.sort()).toEqual(
      [
        'externalContent',
        'generator',
        'illustration',
        'semanticSearchResult',
        'table',
        'tableCell',
        'tableColumn',
      ].sort(),
    );
  });

  it('§5: the rules built from the point hold each built-in row once, as the built-in table, and plugin kinds after', () => {
    const kernel = createPluginTestKernel();
    kernel.host.install(extension);
    kernel.host.install(notePlugin);
    const rules = new ContainerRules(kernel.points.documentComponents.all);
    for (const parent of BUILT_IN_KINDS) {
      const builtIn = BUILT_IN_RULES.kindsAllowedIn(parent, { parentIsEmpty: true });
      const withPlugin = rules.kindsAllowedIn(parent, { parentIsEmpty: true });
      expect(withPlugin.filter((k) => k !== 'note')).toEqual(builtIn);
    }
    expect(rules.canContain('section', 'note')).toBe(true);
    expect(rules.canContain('tableRow', 'note')).toBe(false);
  });
});

const json = (value: unknown, status = 200) =>
  new Response(JSON.stringify(value), { status, headers: { 'content-type': 'application/json' } });

async function openEditor() {
  const saves: SaveRequest[] = [];
  const http = {
    request: async (url: string, init: RequestInit = {}) => {
      const body = JSON.parse(String(init.body ?? '{}')) as SaveRequest;
      if (url === '/api/document/fetch') return json(testState());
      if (url === '/api/document/save') {
        saves.push(body);
        return json({ version: body.baseVersion + 1, savedAt: '2026-11-24T10:20:30Z' });
      }
      return json({ ok: true });
    },
  } as unknown as HttpClient;
  const kernel = createPluginTestKernel();
  kernel.host.install(extension);
  kernel.host.install(notePlugin);
  kernel.bind(Services.Http, http);
  kernel.bind(Services.Realtime, realtimeFake().service);
  const Page = await loadRoutePage(kernel, 'structuredDocuments.edit');
  render(
    <PluginTestRoot kernel={kernel} extensionId="structured-documents">
      <Page params={{ id: DOC_ID }} />
    </PluginTestRoot>,
  );
  await screen.findByTestId('sdoc-tree');
  return { kernel, saves };
}

const row = (id: string) => screen.getAllByTestId('sdoc-row').find((r) => r.dataset.id === id)!;

describe('a plugin kind in the editor, the same way as a built-in one', () => {
  it('shows in the insert menu with its plugin’s label where its allowedIn says, not elsewhere', async () => {
    await openEditor();
    fireEvent.click(row('s1'));
    fireEvent.click(screen.getByTestId('sdoc-insert'));
    const menu = await screen.findByTestId('sdoc-insert-menu');
    expect(within(menu).getByTestId('sdoc-insert-note').textContent).toBe('Заметка');
    expect(within(menu).getByTestId('sdoc-insert-paragraph').textContent).toBe('Абзац');
    fireEvent.keyDown(menu, { key: 'Escape' });
    fireEvent.click(row('i1'));
    fireEvent.click(screen.getByTestId('sdoc-insert'));
    const inList = await screen.findByTestId('sdoc-insert-menu');
    expect(within(inList).queryByTestId('sdoc-insert-note')).toBeNull();
  });

  it('inserted, its row reads with its label and its own editor in the panel changes it (saved as a diff)', async () => {
    const { saves } = await openEditor();
    fireEvent.click(row('s1'));
    fireEvent.click(screen.getByTestId('sdoc-insert'));
    fireEvent.click(await screen.findByTestId('sdoc-insert-note'));
    const panel = screen.getByTestId('sdoc-panel');
    const editor = await within(panel).findByTestId('note-editor');
    expect(within(panel).getByText('Текст заметки')).toBeTruthy();
    expect(within(panel).getByRole('region', { name: 'Настройки: Заметка' })).toBeTruthy();
    fireEvent.change(editor, { target: { value: 'Не забыть' } });
    expect((await within(panel).findByTestId('note')).textContent).toBe('Не забыть');
    const inserted = screen.getAllByTestId('sdoc-row').find((r) => r.textContent?.includes('Заметка'));
    expect(inserted).toBeTruthy();
    fireEvent.keyDown(window, { key: 's', ctrlKey: true });
    await waitFor(() => expect(saves.length).toBeGreaterThan(0));
    const ops = saves.flatMap((s) => s.diff);
    expect(ops.find((op) => op.op === 'insert')).toMatchObject({ kind: 'note', container: 's1' });
    expect(JSON.stringify(ops)).toContain('Не забыть');
  });

  it('a built-in kind’s renderer shows in the panel: a paragraph’s body, escaped; no settings form for a kind without settings', async () => {
    await openEditor();
    fireEvent.click(row('p2'));
    const panel = screen.getByTestId('sdoc-panel');
    fireEvent.change(within(panel).getByTestId('sdoc-field-content'), { target: { value: 'Итог <b>жирно</b>' } });
    const preview = await within(panel).findByTestId('sdoc-kind-preview');
    expect(preview.innerHTML).toContain('Итог &lt;b&gt;жирно&lt;/b&gt;');
    expect(within(panel).queryByTestId('sdoc-kind-editor-table')).toBeNull();
  });
});
