import { describe, expect, it } from 'vitest';
import { elementsOf } from './elements.ts';
import { runInstance, type OpenedTask, type RunDeps } from './runner.ts';
import { newRuntime, type Runtime } from './runtime.ts';

const USER = { id: 'u', name: 'u', email: '', isAdmin: false, isBetaTester: false, app: 'onto' } as never;

export const xmlOf = (body: string) => `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:camunda="http://camunda.org/schema/1.0/bpmn" id="d" targetNamespace="x">
<bpmn:process id="p" isExecutable="true">${body}</bpmn:process></bpmn:definitions>`;

const REVIEW = xmlOf(`
<bpmn:startEvent id="s"/><bpmn:sequenceFlow id="f1" sourceRef="s" targetRef="svc"/>
<bpmn:serviceTask id="svc" name="Эскалация" implementation="dmn.evaluate" camunda:payload='{"table":"t","inputs":{"n":"\${pages}"}}' camunda:resultVariable="esc"/>
<bpmn:sequenceFlow id="f2" sourceRef="svc" targetRef="t"/>
<bpmn:userTask id="t" name="Рецензия" camunda:assignee="r"/><bpmn:sequenceFlow id="f3" sourceRef="t" targetRef="g"/>
<bpmn:exclusiveGateway id="g" default="f5"/>
<bpmn:sequenceFlow id="f4" sourceRef="g" targetRef="ok"><bpmn:conditionExpression xsi:type="bpmn:tFormalExpression">\${result = "approve"}</bpmn:conditionExpression></bpmn:sequenceFlow>
<bpmn:sequenceFlow id="f5" sourceRef="g" targetRef="tm"/>
<bpmn:intermediateCatchEvent id="tm"><bpmn:timerEventDefinition><bpmn:timeDuration>PT1S</bpmn:timeDuration></bpmn:timerEventDefinition></bpmn:intermediateCatchEvent>
<bpmn:sequenceFlow id="f6" sourceRef="tm" targetRef="no"/>
<bpmn:endEvent id="ok" name="Одобрено"/><bpmn:endEvent id="no" name="Не одобрено"/>`);

function fakeStore() {
  const saved: { runtime: Runtime; state: string; opened: OpenedTask[] }[] = [];
  const done = new Map<string, string>();
  const calls: unknown[] = [];
  const deps: RunDeps = {
    save: async (runtime, state, opened) => {
      saved.push({ runtime: JSON.parse(runtime) as Runtime, state, opened });
    },
    completion: async (id) => (done.has(id) ? { result: done.get(id) as never, comment: '', by: 'r' } : null),
    call: async (name, payload) => {
      calls.push({ name, payload });
      return { outputs: [{ escalate: false }] };
    },
  };
  return { saved, done, calls, deps, last: () => saved.at(-1)!.runtime };
}

describe('runInstance (bpmn-engine, saved after every step)', () => {
  it('calls the procedure, opens the task, waits; a resumed run with the result takes the branch', async () => {
    const elements = await elementsOf(REVIEW);
    const store = fakeStore();
    const first = await runInstance(REVIEW, elements, newRuntime(USER, { pages: 3 }), store.deps);
    expect(first.state).toBe('waiting');
    expect(store.calls).toEqual([{ name: 'dmn.evaluate', payload: { table: 't', inputs: { n: 3 } } }]);
    expect(first.opened.map((t) => [t.elementId, t.assignee])).toEqual([['t', 'r']]);
    expect(store.saved.flatMap((s) => s.opened)).toHaveLength(1);

    // Resumed from the saved state (as another process would): the task is done → approve branch.
    store.done.set(first.opened[0]!.id, 'approve');
    const second = await runInstance(REVIEW, elements, store.last(), store.deps);
    expect(second.state).toBe('completed');
    expect(store.calls).toHaveLength(1);
    const ids = store.last().history.map((s) => s.elementId);
    expect(ids).toEqual(['s', 'svc', 't', 'g', 'ok']);
    expect(store.last().history.every((s) => s.endedAt)).toBe(true);
  });

  it('a durable timer: the run waits, a later run after its time goes on', async () => {
    const elements = await elementsOf(REVIEW);
    const store = fakeStore();
    const first = await runInstance(REVIEW, elements, newRuntime(USER, {}), store.deps);
    store.done.set(first.opened[0]!.id, 'reject');
    const second = await runInstance(REVIEW, elements, store.last(), store.deps);
    expect(second.state).toBe('waiting');
    expect(second.wakeAt!.getTime()).toBeGreaterThan(Date.now() + 500);
    await new Promise((r) => setTimeout(r, second.wakeAt!.getTime() - Date.now() + 20));
    const third = await runInstance(REVIEW, elements, store.last(), store.deps);
    expect(third.state).toBe('completed');
    expect(store.last().history.map((s) => s.elementId)).toEqual(['s', 'svc', 't', 'g', 'tm', 'no']);
  });
});

describe('a boundary timer on a user task', () => {
  it('interrupts the task: the save names it as timed out, the instance goes the timer path', async () => {
    const xml = xmlOf(`<bpmn:startEvent id="s"/><bpmn:sequenceFlow id="f1" sourceRef="s" targetRef="t"/>
<bpmn:userTask id="t" camunda:assignee="r"/><bpmn:sequenceFlow id="f2" sourceRef="t" targetRef="ok"/>
<bpmn:boundaryEvent id="late" attachedToRef="t"><bpmn:timerEventDefinition><bpmn:timeDuration>PT0.3S</bpmn:timeDuration></bpmn:timerEventDefinition></bpmn:boundaryEvent>
<bpmn:sequenceFlow id="f3" sourceRef="late" targetRef="gone"/><bpmn:endEvent id="ok"/><bpmn:endEvent id="gone"/>`);
    const elements = await elementsOf(xml);
    const timedOut: string[] = [];
    let saved: Runtime | null = null;
    const deps: RunDeps = {
      save: async (runtime, _state, _opened, late) => {
        saved = JSON.parse(runtime) as Runtime;
        timedOut.push(...late);
      },
      completion: async () => null,
      call: async () => null,
    };
    const first = await runInstance(xml, elements, newRuntime(USER, {}), deps);
    expect(first.wakeAt).not.toBeNull();
    await new Promise((r) => setTimeout(r, first.wakeAt!.getTime() - Date.now() + 20));
    const second = await runInstance(xml, elements, saved!, deps);
    expect(second.state).toBe('completed');
    expect(timedOut).toEqual([first.opened[0]!.id]);
    expect(saved!.history.map((s) => s.elementId)).toContain('gone');
  });
});
