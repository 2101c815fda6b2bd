import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ReplyError } from '@ontobench/sdk';
import type { DiffOp, DocumentState, SaveReply } from '../../../common/api.ts';
import { EditorModel } from './editor-model.ts';
import { DOC_ID, testState } from './test-document.ts';

function setup(state: DocumentState = testState(), refuse = false) {
  const sent: DiffOp[][] = [];
  const model = new EditorModel(state, {
    send: async (diff, baseVersion): Promise<SaveReply> => {
      sent.push(diff);
      if (refuse) throw new ReplyError('Здесь нельзя', 400);
      return { version: baseVersion + 1, savedAt: '2026-11-24T10:00:00Z' };
    },
    sendLocks: async () => undefined,
    tabSessionId: 'my-tab',
    delayMs: 1000,
  });
  const shape = (n = model.root): string =>
    n.children.length ? `${n.title || n.kind}(${n.children.map((c) => shape(c)).join(' ')})` : n.title || n.kind;
  return { model, sent, shape };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('§5 cut, copy and paste in the editor', () => {
  it('copy and paste a subtree: new ids, into the selected section, as one diff of inserts', async () => {
    const { model, sent, shape } = setup();
    const text = model.copy('l1')!;
    model.select('s1');
    expect(model.paste(text)).toBe(true);
    expect(shape()).toBe(
      'document(Введение(Первый абзац orderedList(Пункт один Пункт два) orderedList(Пункт один Пункт два)) Заключение)',
    );
    const pasted = model.root.children[0]!.children[2]!;
    expect(pasted.id).not.toBe('l1');
    expect(model.selectedId).toBe(pasted.id);
    await vi.advanceTimersByTimeAsync(1000);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.map((op) => op.op)).toEqual(['insert', 'insert', 'insert']);
  });

  it('pastes after the selected element when it may not hold the copy, and refuses in words where §5 forbids', () => {
    const { model, shape } = setup();
    model.copy('s1');
    model.select('p2');
    expect(model.paste()).toBe(true);
    expect(shape().endsWith('Заключение Введение(Первый абзац orderedList(Пункт один Пункт два)))')).toBe(true);
    model.select('i1');
    expect(model.paste()).toBe(false);
    expect(model.refusal).toEqual({ reason: 'notAllowedHere' });
  });

  it('cut takes the element out (undo brings it back); plain text pastes as paragraphs', () => {
    const { model, shape } = setup();
    expect(model.cut('p1')).toContain('Первый абзац');
    expect(shape()).toBe('document(Введение(orderedList(Пункт один Пункт два)) Заключение)');
    model.select('p2');
    expect(model.paste('один\n\nдва')).toBe(true);
    expect(model.root.children.map((c) => c.content || c.title)).toEqual(['Введение', 'Заключение', 'один', 'два']);
  });

  it('§5 rights: a list is not pasted without the structure right, nor anything in a read-only document', () => {
    const contentOnly = testState({
      accessRights: { readOnly: false, editContentAllowed: true, editStructureAllowed: false },
    });
    const { model } = setup(contentOnly);
    const text = model.copy('l1')!;
    expect(model.paste(text)).toBe(false);
    expect(model.refusal).toEqual({ reason: 'noRights' });
    const readOnly = setup(
      testState({ accessRights: { readOnly: true, editContentAllowed: false, editStructureAllowed: false } }),
    );
    expect(readOnly.model.paste(text)).toBe(false);
    expect(readOnly.model.refusal).toEqual({ reason: 'readOnly' });
  });
});

describe('undo and redo', () => {
  it('undoes and redoes a delete, a move, an update and a paste; each undo is saved as a diff', async () => {
    const { model, sent, shape } = setup();
    const start = shape();
    model.remove('l1');
    model.moveDown('s1');
    model.updateFields('p2', { title: 'З' });
    model.updateFields('p2', { title: 'За' });
    model.paste('строка');
    const end = shape();
    expect(model.history.undos).toHaveLength(4);
    for (let i = 0; i < 4; i++) expect(model.undo()).toBe(true);
    expect(shape()).toBe(start);
    expect(model.canUndo).toBe(false);
    await vi.advanceTimersByTimeAsync(1000);
    for (let i = 0; i < 4; i++) expect(model.redo()).toBe(true);
    expect(shape()).toBe(end);
    await vi.advanceTimersByTimeAsync(1000);
    expect(sent).toHaveLength(2);
  });

  it('a new action clears redo', () => {
    const { model } = setup();
    model.moveDown('s1');
    model.undo();
    expect(model.canRedo).toBe(true);
    model.setDisabled('p1', true);
    expect(model.canRedo).toBe(false);
  });

  it('§4 undo of an element another editor holds is refused with the lock message, and kept', () => {
    const { model } = setup();
    model.updateFields('p2', { title: 'Итог' });
    model.setLocks([{ tabSessionId: 'other', userName: 'Анна', elementIds: ['p2'] }]);
    expect(model.undo()).toBe(false);
    expect(model.refusal).toEqual({ reason: 'locked', name: 'Анна' });
    expect(model.canUndo).toBe(true);
  });

  it('an action the server refused leaves the undo stack', async () => {
    const { model } = setup(testState(), true);
    model.setDisabled('p1', true);
    expect(model.canUndo).toBe(true);
    await vi.advanceTimersByTimeAsync(1000);
    expect(model.status.status).toBe('failed');
    expect(model.canUndo).toBe(false);
  });

  it('an undo the rules refuse now (the element is gone) is dropped with the reason', () => {
    const { model } = setup();
    model.updateFields('i1', { title: 'x' });
    model.applyEvent({
      type: 'saved',
      documentId: DOC_ID,
      version: 4,
      updateId: 'u',
      diff: [{ op: 'delete', id: 'l1' }],
      by: 'Анна',
    });
    expect(model.undo()).toBe(false);
    expect(model.refusal).toEqual({ reason: 'notFound' });
    expect(model.canUndo).toBe(false);
  });
});
