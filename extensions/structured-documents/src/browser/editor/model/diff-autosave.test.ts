import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DiffOp, SaveReply } from '../../../common/api.ts';
import { DiffAutosave, type SaveStatus } from './diff-autosave.ts';
import type { SaveFailure } from './sdoc-api.ts';

const title = (id: string, value: string): DiffOp => ({ op: 'update', id, fields: { title: value } });
const ok = (version: number): SaveReply => ({ version, savedAt: `2026-01-01T00:00:0${version}Z` });

/** A fake server: each request sent, and its reply to give. */
function setup(prepare?: (ops: readonly DiffOp[]) => DiffOp[]) {
  const sent: { diff: DiffOp[]; baseVersion: number; updateId: string }[] = [];
  const statuses: SaveStatus[] = [];
  const saved: DiffOp[][] = [];
  let reply: (r: SaveReply | Error) => void = () => {};
  let n = 0;
  const autosave = new DiffAutosave({
    send: (diff, baseVersion, updateId) => {
      sent.push({ diff, baseVersion, updateId });
      return new Promise((resolve, reject) => (reply = (r) => (r instanceof Error ? reject(r) : resolve(r))));
    },
    classify: (error): SaveFailure => ({ kind: 'failed', message: (error as Error).message }),
    prepare,
    onSaved: (diff) => saved.push([...diff]),
    onStatus: (s) => statuses.push(s),
    newUpdateId: () => `u${++n}`,
    delayMs: 1000,
  });
  const answer = async (r: SaveReply | Error) => {
    reply(r);
    await vi.advanceTimersByTimeAsync(0);
  };
  return { autosave, sent, statuses, saved, answer };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the structured editor’s autosave (domain.md §4 "Editor snapshots")', () => {
  it('§4 "SuccessfullySaved and ToBeSaved": a change is sent 1 s after the last one, as the pending diff', async () => {
    const { autosave, sent, answer, saved } = setup();
    autosave.loaded(7, false);
    expect(autosave.snapshots()).toEqual({ successfullySaved: true, toBeSaved: false });
    autosave.changed(title('a', 'x'));
    await vi.advanceTimersByTimeAsync(600);
    autosave.changed(title('a', 'xy'));
    await vi.advanceTimersByTimeAsync(999);
    expect(sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toEqual([{ diff: [title('a', 'x'), title('a', 'xy')], baseVersion: 7, updateId: 'u1' }]);
    expect(autosave.snapshots().toBeSaved).toBe(true);
    expect(autosave.status.status).toBe('saving');
    await answer(ok(8));
    expect(autosave.snapshots()).toEqual({ successfullySaved: true, toBeSaved: false });
    expect(autosave.status).toEqual({ status: 'saved', savedAt: '2026-01-01T00:00:08Z' });
    expect(autosave.version).toBe(8);
    expect(saved).toEqual([[title('a', 'x'), title('a', 'xy')]]);
    expect(autosave.isOwn('u1')).toBe(true);
  });

  it('§4 "if nothing changed no request is sent"', async () => {
    const { autosave, sent } = setup(() => []);
    autosave.loaded(1, false);
    await autosave.saveNow();
    autosave.changed(title('a', 'same as saved'));
    await vi.advanceTimersByTimeAsync(1000);
    expect(sent).toEqual([]);
    expect(autosave.status.status).toBe('saved');
  });

  it('§4 "save is skipped if a save is running"; what changed meanwhile goes after it, on the new version', async () => {
    const { autosave, sent, answer } = setup();
    autosave.loaded(1, false);
    autosave.changed(title('a', '1'));
    const first = autosave.saveNow();
    autosave.changed(title('b', '2'));
    const second = autosave.saveNow();
    await vi.advanceTimersByTimeAsync(5000);
    expect(sent).toHaveLength(1);
    await answer(ok(2));
    expect(sent[1]).toMatchObject({ diff: [title('b', '2')], baseVersion: 2 });
    await answer(ok(3));
    await Promise.all([first, second]);
    expect(autosave.status.status).toBe('saved');
  });

  it('§4 "the document is read-only … a read-only document turns autosave off"', async () => {
    const { autosave, sent } = setup();
    autosave.loaded(1, true);
    autosave.changed(title('a', '1'));
    await vi.advanceTimersByTimeAsync(5000);
    await autosave.saveNow();
    expect(sent).toEqual([]);
    expect(autosave.status.status).toBe('readOnly');
    expect(autosave.dirty).toBe(false);
  });

  it('§4 "a failed save drops the ToBeSaved snapshot"; the changes stay pending, with the server’s message; retry sends them', async () => {
    const { autosave, sent, answer } = setup();
    autosave.loaded(1, false);
    autosave.changed(title('a', '1'));
    await vi.advanceTimersByTimeAsync(1000);
    autosave.changed(title('b', '2'));
    await answer(new Error('Компонент нельзя поместить сюда'));
    expect(autosave.snapshots()).toEqual({ successfullySaved: true, toBeSaved: false });
    expect(autosave.status).toMatchObject({
      status: 'failed',
      failure: { message: 'Компонент нельзя поместить сюда' },
    });
    expect(autosave.unsaved).toEqual([title('a', '1'), title('b', '2')]);
    expect(sent).toHaveLength(1);
    const retried = autosave.retry();
    expect(sent[1]!.diff).toEqual([title('a', '1'), title('b', '2')]);
    await answer(ok(2));
    await retried;
    expect(autosave.status.status).toBe('saved');
    expect(autosave.dirty).toBe(false);
  });

  it('after a failed save the next change tries again', async () => {
    const { autosave, sent, answer } = setup();
    autosave.loaded(1, false);
    autosave.changed(title('a', '1'));
    await vi.advanceTimersByTimeAsync(1000);
    await answer(new Error('HTTP 500'));
    autosave.changed(title('a', '12'));
    await vi.advanceTimersByTimeAsync(1000);
    expect(sent[1]!.diff).toEqual([title('a', '1'), title('a', '12')]);
  });

  it('§4 "a failed load drops the snapshots": nothing is saved', async () => {
    const { autosave, sent } = setup();
    autosave.loaded(1, false);
    autosave.loadFailed();
    expect(autosave.snapshots()).toEqual({ successfullySaved: false, toBeSaved: false });
    autosave.changed(title('a', '1'));
    await vi.advanceTimersByTimeAsync(5000);
    expect(sent).toEqual([]);
    expect(autosave.status.status).toBe('loadFailed');
  });

  it('a reply to a save made before the document was loaded again is dropped', async () => {
    const { autosave, answer, saved } = setup();
    autosave.loaded(1, false);
    autosave.changed(title('a', '1'));
    await vi.advanceTimersByTimeAsync(1000);
    autosave.loaded(5, false);
    await answer(ok(2));
    expect(autosave.version).toBe(5);
    expect(saved).toEqual([]);
  });

  it('another editor’s save moves the version the next diff is based on', async () => {
    const { autosave, sent } = setup();
    autosave.loaded(1, false);
    autosave.remoteSaved(4);
    autosave.remoteSaved(3);
    autosave.changed(title('a', '1'));
    await vi.advanceTimersByTimeAsync(1000);
    expect(sent[0]!.baseVersion).toBe(4);
  });
});
