import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { expect } from 'vitest';
import { CLASS, PROP } from '@ontobench/core/common';
import type { InstanceDto, InstanceState } from '../../extensions/processes/src/common/workflows/api.ts';
import type { Client } from './harness.ts';

/** Issue 19's workflows in tests: BPMN written by hand, the calls, waiting for an instance's state. */
export const bpmn = (body: string) => `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:camunda="http://camunda.org/schema/1.0/bpmn" id="defs" targetNamespace="http://ontobench.test">
<bpmn:process id="review" isExecutable="true">${body}</bpmn:process></bpmn:definitions>`;

const condition = (expression: string) =>
  `<bpmn:conditionExpression xsi:type="bpmn:tFormalExpression">\${${expression}}</bpmn:conditionExpression>`;
export const flow = (id: string, from: string, to: string, when?: string) =>
  when
    ? `<bpmn:sequenceFlow id="${id}" sourceRef="${from}" targetRef="${to}">${condition(when)}</bpmn:sequenceFlow>`
    : `<bpmn:sequenceFlow id="${id}" sourceRef="${from}" targetRef="${to}"/>`;

/** Start → user task (to `assignee`, or to the role `role`) → approve: «Одобрено», otherwise «Отклонено». */
export const reviewXml = (who: { assignee?: string; role?: string }) =>
  bpmn(`<bpmn:startEvent id="start" name="Отправлено"/>${flow('f1', 'start', 'task')}
<bpmn:userTask id="task" name="Рецензирование" ${who.assignee ? `camunda:assignee="${who.assignee}"` : ''} ${who.role ? `camunda:candidateGroups="${who.role}"` : ''}/>
${flow('f2', 'task', 'gate')}<bpmn:exclusiveGateway id="gate" name="Решение" default="f4"/>
${flow('f3', 'gate', 'approved', 'result = "approve"')}${flow('f4', 'gate', 'rejected')}
<bpmn:endEvent id="approved" name="Одобрено"/><bpmn:endEvent id="rejected" name="Отклонено"/>`);

/** Start → dmn.evaluate of `table` on `pages` → escalate? «Эскалация» : «Без эскалации». */
export const dmnXml = (table: string) =>
  bpmn(`<bpmn:startEvent id="start"/>${flow('f1', 'start', 'decide')}
<bpmn:serviceTask id="decide" name="Нужна ли эскалация" implementation="dmn.evaluate" camunda:payload='{"table":"${table}","inputs":{"pages":"\${pages}"}}' camunda:resultVariable="escalation"/>
${flow('f2', 'decide', 'gate')}<bpmn:exclusiveGateway id="gate" default="f4"/>
${flow('f3', 'gate', 'up', 'escalation.outputs[1].escalate = true')}${flow('f4', 'gate', 'down')}
<bpmn:endEvent id="up" name="Эскалация"/><bpmn:endEvent id="down" name="Без эскалации"/>`);

/** Start → a timer of `duration` → end. */
export const timerXml = (duration: string) =>
  bpmn(`<bpmn:startEvent id="start"/>${flow('f1', 'start', 'wait')}
<bpmn:intermediateCatchEvent id="wait" name="Пауза"><bpmn:timerEventDefinition><bpmn:timeDuration>${duration}</bpmn:timeDuration></bpmn:timerEventDefinition></bpmn:intermediateCatchEvent>
${flow('f2', 'wait', 'end')}<bpmn:endEvent id="end" name="Готово"/>`);

export const json = async <T>(reply: Response | Promise<Response>, status = 200): Promise<T> => {
  const r = await reply;
  const text = await r.text();
  expect([r.status, text]).toEqual([status, expect.any(String)]);
  return (text ? JSON.parse(text) : null) as T;
};

/** A class and one object of it, the client's. */
export async function classWithObject(c: Client, className: string, objectName: string) {
  const cls = randomUUID();
  const obj = randomUUID();
  await json(
    c.data({
      act: 'set_data',
      data: [
        { op: 'new', class: CLASS.Class, name: className, inst: cls },
        { op: 'new', class: cls, name: objectName, inst: obj },
      ],
    }),
  );
  return { cls, obj };
}

/** A role and the membership of `user` in it, written by an administrator. */
export async function roleFor(admin: Client, roleName: string, userId: string): Promise<string> {
  const role = randomUUID();
  const assignment = randomUUID();
  await json(
    admin.data({
      act: 'set_data',
      data: [
        { op: 'new', class: CLASS.Role, name: roleName, inst: role },
        { op: 'new', class: CLASS.Assignment, name: `${roleName}: участник`, inst: assignment },
        { op: 'upd', inst: assignment, prop: PROP.user, val: userId },
        { op: 'upd', inst: assignment, prop: PROP.role, val: role },
      ],
    }),
  );
  return role;
}

/** A diagram with `xml` and its publication as a workflow on `cls`. */
export async function publish(c: Client, name: string, xml: string, cls: string): Promise<string> {
  const diagram = await json<{ id: string }>(c.request('POST', '/api/diagrams', { name: `${name} (диаграмма)`, xml }));
  const workflow = await json<{ id: string }>(
    c.request('POST', '/api/processes/workflows', { name, diagramId: diagram.id, contextClassId: cls }),
  );
  return workflow.id;
}

/** Polls the instance until it is in one of `states` (or fails the test after `ms`). */
export async function until(c: Client, id: string, states: InstanceState[], ms = 20_000): Promise<InstanceDto> {
  const deadline = Date.now() + ms;
  for (;;) {
    const instance = await json<InstanceDto>(c.request('GET', `/api/processes/instances/${id}`));
    if (states.includes(instance.state) || Date.now() > deadline) {
      expect(instance.state).toBeOneOf(states);
      return instance;
    }
    await sleep(200);
  }
}
