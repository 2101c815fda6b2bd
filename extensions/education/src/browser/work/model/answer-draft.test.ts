import { describe, expect, it } from 'vitest';
import { memoryStorage } from '@ontobench/sdk/testing';
import { answersFor, draftKey, readDraft, writeDraft } from './answer-draft.ts';

const KEY = draftKey('s', 'f', 'u');

describe('answer drafts in the browser', () => {
  it('keys by student, flow and unit', () => {
    expect(draftKey('s1', 'f1', 'u1')).not.toBe(draftKey('s2', 'f1', 'u1'));
    expect(draftKey('s1', 'f1', 'u1')).not.toBe(draftKey('s1', 'f2', 'u1'));
    expect(draftKey('s1', 'f1', 'u1')).not.toBe(draftKey('s1', 'f1', 'u2'));
  });

  it('reads back what it wrote, and forgets the key once nothing is answered', () => {
    const storage = memoryStorage();
    writeDraft(storage, KEY, { q1: { answers: ['a1'] }, q2: { text: 'ответ' } });
    expect(readDraft(storage, KEY)).toEqual({ q1: { answers: ['a1'] }, q2: { text: 'ответ' } });
    writeDraft(storage, KEY, { q1: { answers: [] }, q2: { text: '  ' } });
    expect(storage.getItem(KEY)).toBeNull();
  });

  it('drops what is not a well-formed answer', () => {
    const storage = memoryStorage({
      [KEY]: JSON.stringify({
        q1: { answers: ['a1', 2] },
        q2: 'text',
        q3: null,
        q4: { text: 'да' },
        q5: { answers: [] },
      }),
    });
    expect(readDraft(storage, KEY)).toEqual({ q4: { text: 'да' } });
    for (const bad of ['{', '[]', '"x"', 'null']) expect(readDraft(memoryStorage({ [KEY]: bad }), KEY)).toEqual({});
    expect(readDraft(memoryStorage(), KEY)).toEqual({});
  });

  it('sends only the questions the unit still has', () => {
    expect(answersFor({ q1: { text: 'a' }, gone: { text: 'b' } }, ['q1', 'q2'])).toEqual({ q1: { text: 'a' } });
  });
});
