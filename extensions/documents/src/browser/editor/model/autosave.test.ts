import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Autosave, type AutosaveStatus, type SaveFailure, type SaveResult } from './autosave.ts';

/** A fake editor and server: the text the editor holds, each request sent, and a reply to control. */
function setup() {
  let text = 'v0';
  const sent: { text: string; baseVersion: number }[] = [];
  const statuses: AutosaveStatus[] = [];
  let reply: (r: SaveResult | Error) => void = () => {};
  let serialised = 0;
  const autosave = new Autosave({
    serialise: () => {
      serialised += 1;
      return text;
    },
    send: (body, baseVersion) => {
      sent.push({ text: body, baseVersion });
      return new Promise<SaveResult>((resolve, reject) => {
        reply = (r) => (r instanceof Error ? reject(r) : resolve(r));
      });
    },
    classify: (error): SaveFailure =>
      error instanceof Error && error.message === '409'
        ? { kind: 'conflict', message: 'conflict' }
        : error instanceof Error && error.message === '403'
          ? { kind: 'forbidden', message: 'forbidden' }
          : { kind: 'failed', message: String(error) },
    onStatus: (s) => statuses.push(s),
    delayMs: 1000,
  });
  const type = (value: string) => {
    text = value;
    autosave.changed();
  };
  const answer = async (r: SaveResult | Error) => {
    reply(r);
    await vi.advanceTimersByTimeAsync(0);
  };
  return { autosave, sent, statuses, type, answer, serialisedCount: () => serialised };
}

const ok = (version: number): SaveResult => ({ version, savedAt: `2026-01-01T00:00:0${version}Z` });

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('autosave (spec domain.md §4 "Editor snapshots")', () => {
  it('§4: a loaded document is the SuccessfullySaved snapshot; a change is saved about a second after typing stops', async () => {
    const { autosave, sent, type } = setup();
    autosave.loaded('v0', 3, false);
    expect(autosave.snapshots()).toEqual({ successfullySaved: true, toBeSaved: false });
    type('v1');
    await vi.advanceTimersByTimeAsync(600);
    type('v12');
    await vi.advanceTimersByTimeAsync(999);
    expect(sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toEqual([{ text: 'v12', baseVersion: 3 }]);
    expect(autosave.snapshots().toBeSaved).toBe(true);
    expect(autosave.status.status).toBe('saving');
  });

  it('§4: after a successful save ToBeSaved becomes SuccessfullySaved with the new version and time', async () => {
    const { autosave, sent, type, answer } = setup();
    autosave.loaded('v0', 3, false);
    type('v1');
    await vi.advanceTimersByTimeAsync(1000);
    await answer(ok(4));
    expect(autosave.snapshots()).toEqual({ successfullySaved: true, toBeSaved: false });
    expect(autosave.status).toEqual({ status: 'saved', savedAt: '2026-01-01T00:00:04Z' });
    expect(autosave.dirty).toBe(false);
    type('v2');
    await vi.advanceTimersByTimeAsync(1000);
    expect(sent.at(-1)).toEqual({ text: 'v2', baseVersion: 4 });
  });

  it('§4: "if nothing changed no request is sent" (no change, or a change undone)', async () => {
    const { autosave, sent, type } = setup();
    autosave.loaded('v0', 1, false);
    await autosave.saveNow();
    expect(sent).toEqual([]);
    type('v0x');
    type('v0');
    await vi.advanceTimersByTimeAsync(1000);
    expect(sent).toEqual([]);
    expect(autosave.status.status).toBe('saved');
    expect(autosave.dirty).toBe(false);
  });

  it('§4: "save is skipped if a save is running"; what changed meanwhile is saved after it', async () => {
    const { autosave, sent, type, answer } = setup();
    autosave.loaded('v0', 1, false);
    type('v1');
    const first = autosave.saveNow();
    expect(sent).toHaveLength(1);
    type('v2');
    const second = autosave.saveNow(); // skipped: one is running
    await vi.advanceTimersByTimeAsync(5000);
    expect(sent).toHaveLength(1);
    await answer(ok(2));
    expect(sent).toEqual([
      { text: 'v1', baseVersion: 1 },
      { text: 'v2', baseVersion: 2 },
    ]);
    await answer(ok(3));
    await Promise.all([first, second]);
    expect(autosave.status.status).toBe('saved');
  });

  it('§4: "a read-only document turns autosave off": changes and Ctrl+S send nothing', async () => {
    const { autosave, sent, type } = setup();
    autosave.loaded('v0', 1, true);
    type('v1');
    await vi.advanceTimersByTimeAsync(5000);
    await autosave.saveNow();
    expect(sent).toEqual([]);
    expect(autosave.status.status).toBe('readOnly');
    expect(autosave.dirty).toBe(false);
  });

  it('§4: "a failed save drops the ToBeSaved snapshot"; the text stays, and says so; the next change retries', async () => {
    const { autosave, sent, type, answer } = setup();
    autosave.loaded('v0', 1, false);
    type('v1');
    await vi.advanceTimersByTimeAsync(1000);
    await answer(new Error('network down'));
    expect(autosave.snapshots()).toEqual({ successfullySaved: true, toBeSaved: false });
    expect(autosave.status).toMatchObject({ status: 'failed', failure: { kind: 'failed' } });
    expect(autosave.dirty).toBe(true);
    type('v12');
    await vi.advanceTimersByTimeAsync(1000);
    expect(sent.at(-1)).toEqual({ text: 'v12', baseVersion: 1 });
    await answer(ok(2));
    expect(autosave.status.status).toBe('saved');
  });

  it('§4: after a failed save the retry button sends the text again', async () => {
    const { autosave, sent, type, answer } = setup();
    autosave.loaded('v0', 1, false);
    type('v1');
    await vi.advanceTimersByTimeAsync(1000);
    await answer(new Error('HTTP 500'));
    const retried = autosave.retry();
    expect(sent).toHaveLength(2);
    await answer(ok(2));
    await retried;
    expect(autosave.status.status).toBe('saved');
  });

  it('§4: a 409 (someone else saved) stops autosave until the document is loaded again', async () => {
    const { autosave, sent, type, answer } = setup();
    autosave.loaded('v0', 1, false);
    type('v1');
    await vi.advanceTimersByTimeAsync(1000);
    await answer(new Error('409'));
    expect(autosave.status).toMatchObject({ status: 'failed', failure: { kind: 'conflict' } });
    type('v2');
    await vi.advanceTimersByTimeAsync(5000);
    expect(sent).toHaveLength(1);
    autosave.loaded('theirs', 7, false);
    type('theirs+mine');
    await vi.advanceTimersByTimeAsync(1000);
    expect(sent.at(-1)).toEqual({ text: 'theirs+mine', baseVersion: 7 });
  });

  it('§4: a 403 on save makes the document read-only: autosave turns off', async () => {
    const { autosave, sent, type, answer } = setup();
    autosave.loaded('v0', 1, false);
    type('v1');
    await vi.advanceTimersByTimeAsync(1000);
    await answer(new Error('403'));
    type('v2');
    await vi.advanceTimersByTimeAsync(5000);
    expect(sent).toHaveLength(1);
    expect(autosave.dirty).toBe(false);
  });

  it('§4: "a failed load drops the snapshots": nothing is saved after it', async () => {
    const { autosave, sent, type } = setup();
    autosave.loaded('v0', 1, false);
    autosave.loadFailed();
    expect(autosave.snapshots()).toEqual({ successfullySaved: false, toBeSaved: false });
    expect(autosave.status.status).toBe('loadFailed');
    type('v1');
    await vi.advanceTimersByTimeAsync(5000);
    await autosave.saveNow();
    expect(sent).toEqual([]);
  });

  it('serialises the content only when a save starts, never per keystroke', async () => {
    const { autosave, type, serialisedCount } = setup();
    autosave.loaded('v0', 1, false);
    for (let i = 0; i < 200; i += 1) type(`v${i}`);
    expect(serialisedCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(1000);
    expect(serialisedCount()).toBe(1);
  });

  it('takes the loaded text lazily: opening serialises nothing, the first save compares with it once', async () => {
    const { autosave, sent, type } = setup();
    let asked = 0;
    autosave.loaded(
      () => {
        asked += 1;
        return 'v0';
      },
      1,
      false,
    );
    expect(asked).toBe(0);
    type('v0');
    await vi.advanceTimersByTimeAsync(1000);
    expect(sent).toEqual([]);
    type('v1');
    await vi.advanceTimersByTimeAsync(1000);
    expect(sent).toHaveLength(1);
    expect(asked).toBe(1);
  });
});
