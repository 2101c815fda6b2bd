import { describe, expect, it } from 'vitest';
import { REVIEW_BPMN, REVIEW_DMN } from './demo-xml.ts';
import { elementsOf } from './elements.ts';
import { runInstance, type RunDeps } from './runner.ts';
import { newRuntime, type Runtime } from './runtime.ts';

const USER = { id: 'author', name: 'Автор', email: '', isAdmin: false, isBetaTester: false, app: 'onto' } as never;

describe('the demo review workflow', () => {
  it('waits at the review; approve asks the decision table, which escalates a long document to the head', async () => {
    const elements = await elementsOf(REVIEW_BPMN);
    expect(elements.get('review')).toMatchObject({ name: 'Рецензирование документа', assignee: '${initiator}' });
    let saved: Runtime | null = null;
    const done = new Map<string, string>();
    const calls: unknown[] = [];
    const deps: RunDeps = {
      save: async (json) => {
        saved = JSON.parse(json) as Runtime;
      },
      completion: async (id) => (done.has(id) ? { result: done.get(id) as never, comment: '', by: '' } : null),
      call: async (name, payload) => {
        calls.push({ name, payload });
        return { matched: [0], outputs: [{ escalate: true }] };
      },
    };
    const first = await runInstance(REVIEW_BPMN, elements, newRuntime(USER, { pages: 32 }), deps);
    expect(first.opened.map((t) => t.elementId)).toEqual(['review']);
    done.set(first.opened[0]!.id, 'approve');
    const second = await runInstance(REVIEW_BPMN, elements, saved!, deps);
    expect(calls).toEqual([{ name: 'dmn.evaluate', payload: { table: REVIEW_DMN.systemName, inputs: { pages: 32 } } }]);
    expect(second.opened.map((t) => t.elementId)).toEqual(['head']);
  });
});
