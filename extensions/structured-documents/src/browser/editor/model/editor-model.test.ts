import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DiffOp, DocumentState, SaveReply } from '../../../common/api.ts';
import { applyDiff } from '../../../common/diff.ts';
import { EditorModel } from './editor-model.ts';
import { collapsedKey } from './collapsed-store.ts';
import { DOC_ID, el, testState } from './test-document.ts';

function memory() {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
}

function setup(state: DocumentState = testState(), storage = memory()) {
  const sent: { diff: DiffOp[]; baseVersion: number; updateId: string }[] = [];
  const locks: string[][] = [];
  const model = new EditorModel(state, {
    send: async (diff, baseVersion, updateId): Promise<SaveReply> => {
      sent.push({ diff, baseVersion, updateId });
      return { version: baseVersion + 1, savedAt: '2026-11-24T10:00:00Z' };
    },
    sendLocks: async (ids) => void locks.push(ids),
    tabSessionId: 'my-tab',
    storage,
    delayMs: 1000,
    lockRenewMs: 30_000,
  });
  const ids = () => model.rows.map((r) => r.node.id);
  return { model, sent, locks, storage, ids };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the editor model: changes by the common rules, as a pending diff', () => {
  it('shows the tree’s rows with the first element selected', () => {
    const { model, ids } = setup();
    expect(ids()).toEqual(['s1', 'p1', 'l1', 'i1', 'i2', 'p2']);
    expect(model.selectedId).toBe('s1');
    expect(model.labels.get('i1')).toBe('1.');
  });

  it('a move’s operation, applied to the saved tree, gives the tree the editor shows', async () => {
    const { model, sent } = setup();
    const before = model.root;
    expect(model.moveDown('p1')).toBe(true);
    expect(model.levelUp('i2')).toBe(true);
    expect(model.moveNextTo('p2', 'p1', 'before')).toBe(true);
    expect(model.moveUp('p1')).toBe(true);
    await vi.advanceTimersByTimeAsync(1000);
    const diff = sent[0]!.diff;
    expect(diff.map((op) => op.op)).toEqual(['move', 'move', 'move', 'move']);
    const replayed = applyDiff(before, diff, model.checks);
    expect(replayed.ok && JSON.stringify(replayed.tree)).toBe(JSON.stringify(model.root));
    expect(sent[0]!.baseVersion).toBe(3);
  });

  it('§5: a refused change is not applied and says why (a list item may not leave for the document)', () => {
    const { model } = setup(testState({ root: el(DOC_ID, 'document', [el('t', 'table', [el('r', 'tableRows')])]) }));
    expect(model.levelUp('r')).toBe(false);
    expect(model.refusal).toEqual({ reason: 'notAllowedHere' });
    expect(model.autosave.dirty).toBe(false);
  });

  it('§5: without the structure right a section is not moved (noRights)', () => {
    const rights = { readOnly: false, editContentAllowed: true, editStructureAllowed: false };
    const { model } = setup(testState({ accessRights: rights }));
    expect(model.moveDown('s1')).toBe(false);
    expect(model.refusal).toEqual({ reason: 'noRights' });
    expect(model.updateFields('p1', { title: 'Можно' })).toBe(true);
  });

  it('§5: a generator may not be highlighted', () => {
    const { model } = setup(testState({ root: el(DOC_ID, 'document', [el('s', 'section', [el('g', 'generator')])]) }));
    expect(model.updateFields('g', { highlight: true })).toBe(false);
    expect(model.refusal).toEqual({ reason: 'noHighlight' });
  });

  it('insert offers what the selected container may hold (§5, offered kinds) and selects the new element', async () => {
    const { model, sent } = setup(testState({ offeredKinds: ['paragraph', 'section', 'table'] }));
    model.select('s1');
    expect(model.insertableKinds).toEqual(['paragraph', 'section', 'table']);
    const id = model.insert('paragraph')!;
    expect(model.selectedId).toBe(id);
    expect(model.index.get(id)!.parent!.id).toBe('s1');
    model.select('i1');
    expect(model.target).toMatchObject({ container: { id: 'l1' }, after: 'i1' });
    model.select('p2');
    expect(model.target).toMatchObject({ container: { id: DOC_ID }, after: 'p2' });
    await vi.advanceTimersByTimeAsync(1000);
    expect(sent[0]!.diff[0]).toMatchObject({ op: 'insert', kind: 'paragraph', container: 's1', after: 'l1' });
  });

  it('a generator inserted in an empty table fills it (table mode, §5)', () => {
    const { model } = setup(testState({ root: el(DOC_ID, 'document', [el('t', 'table')]) }));
    model.select('t');
    expect(model.insertableKinds).toContain('generator');
    const id = model.insert('generator')!;
    expect(model.index.get(id)!.node.settings).toEqual({ mode: 'table' });
  });

  it('delete takes the subtree and selects the neighbour; disable is an update of `disabled`', async () => {
    const { model, sent, ids } = setup();
    expect(model.remove('l1')).toBe(true);
    expect(ids()).toEqual(['s1', 'p1', 'p2']);
    expect(model.selectedId).toBe('p1');
    expect(model.setDisabled('p2', true)).toBe(true);
    await vi.advanceTimersByTimeAsync(1000);
    expect(sent[0]!.diff).toEqual([
      { op: 'delete', id: 'l1' },
      { op: 'update', id: 'p2', fields: { disabled: true } },
    ]);
  });

  it('a read-only document refuses every change and sends nothing', async () => {
    const rights = { readOnly: true, editContentAllowed: false, editStructureAllowed: false };
    const { model, sent } = setup(testState({ accessRights: rights }));
    expect(model.readOnly).toBe(true);
    expect(model.insertableKinds).toEqual([]);
    expect(model.updateFields('p1', { title: 'x' })).toBe(false);
    expect(model.refusal).toEqual({ reason: 'readOnly' });
    await vi.advanceTimersByTimeAsync(5000);
    expect(sent).toEqual([]);
  });

  it('collapse is kept per document in local storage and hides the children', () => {
    const storage = memory();
    const first = setup(testState(), storage);
    first.model.setCollapsed('s1', true);
    expect(first.ids()).toEqual(['s1', 'p2']);
    expect(JSON.parse(storage.map.get(collapsedKey(DOC_ID))!)).toEqual(['s1']);
    const again = setup(testState(), storage);
    expect(again.ids()).toEqual(['s1', 'p2']);
    again.model.setCollapsed('s1', false);
    expect(storage.map.has(collapsedKey(DOC_ID))).toBe(false);
  });
});

describe('the editor model: other editors (§4 locks, realtime)', () => {
  const saved = (diff: DiffOp[], version: number, updateId = 'theirs') =>
    ({ type: 'saved', documentId: DOC_ID, version, updateId, diff, by: 'Петров' }) as const;

  it('another tab’s saved diff is applied; this editor’s own save is not applied twice', async () => {
    const { model, sent, ids } = setup();
    model.applyEvent(saved([{ op: 'insert', id: 'n', kind: 'paragraph', container: DOC_ID, after: 'p2' }], 4));
    expect(ids()).toEqual(['s1', 'p1', 'l1', 'i1', 'i2', 'p2', 'n']);
    model.updateFields('p1', { title: 'Мой' });
    await vi.advanceTimersByTimeAsync(1000);
    expect(sent[0]!.baseVersion).toBe(4);
    model.applyEvent(saved(sent[0]!.diff, 5, sent[0]!.updateId));
    expect(model.index.get('p1')!.node.title).toBe('Мой');
  });

  it('unsaved changes are kept on top of another tab’s save; one that no longer applies is dropped and said', () => {
    const { model } = setup();
    model.updateFields('p2', { title: 'Итог' });
    model.updateFields('i1', { title: 'Пункт 1' });
    model.applyEvent(saved([{ op: 'delete', id: 'l1' }], 4));
    expect(model.index.get('p2')!.node.title).toBe('Итог');
    expect(model.index.has('i1')).toBe(false);
    expect(model.remoteDropped).toBe(true);
    expect(model.autosave.unsaved).toEqual([{ op: 'update', id: 'p2', fields: { title: 'Итог' } }]);
  });

  it('other tabs’ locks are shown and make their elements read-only here; this tab’s are not', () => {
    const { model } = setup(
      testState({
        locks: [
          { tabSessionId: 'my-tab', userName: 'Я', elementIds: ['p2'] },
          { tabSessionId: 'other', userName: 'Петров', elementIds: ['p1'] },
        ],
      }),
    );
    expect([...model.heldBy]).toEqual([['p1', 'Петров']]);
    expect(model.updateFields('p1', { title: 'x' })).toBe(false);
    expect(model.refusal).toEqual({ reason: 'locked', name: 'Петров' });
    expect(model.remove('s1')).toBe(false);
    model.applyEvent({ type: 'locks', documentId: DOC_ID, locks: [] });
    expect(model.updateFields('p1', { title: 'x' })).toBe(true);
  });

  it('editing an element’s fields locks it, renewed every 30 s; released when saved or when the selection moves', async () => {
    const { model, locks } = setup();
    model.select('p1');
    model.updateFields('p1', { title: 'a' });
    model.updateFields('p1', { title: 'ab' });
    expect(locks).toEqual([['p1']]);
    await vi.advanceTimersByTimeAsync(1000); // saved: let go
    expect(locks).toEqual([['p1'], []]);
    model.updateFields('p1', { title: 'abc' });
    await vi.advanceTimersByTimeAsync(500);
    model.select('p2');
    expect(locks).toEqual([['p1'], [], ['p1'], []]);
  });

  it('a held lock is renewed while the edit goes on', async () => {
    const { model, locks } = setup();
    model.autosave.dispose();
    model.updateFields('p1', { title: 'a' });
    model.autosave.dispose(); // keep it unsaved: no debounce
    await vi.advanceTimersByTimeAsync(30_000);
    expect(locks).toEqual([['p1'], ['p1']]);
  });
});
