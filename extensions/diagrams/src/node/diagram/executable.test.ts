import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { parseBpmn } from '../../common/diagram/bpmn.ts';
import { executableOf } from './executable.ts';

/**
 * Issue 17 item 5 ("an executable BPMN export (process id, executable flag, user tasks with assignees) …;
 * validation errors listed before export") on small processes written out here.
 */
const NS =
  'xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:camunda="http://camunda.org/schema/1.0/bpmn" ' +
  'xmlns:zeebe="http://camunda.org/schema/zeebe/1.0"';
const wrap = (body: string) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<bpmn:definitions ${NS} id="D" targetNamespace="http://bpmn.io/schema/bpmn">${body}</bpmn:definitions>`;
const process = (body: string) =>
  wrap(`<bpmn:process id="P" name="Процесс" isExecutable="false">${body}</bpmn:process>`);
const flow = (id: string, from: string, to: string) =>
  `<bpmn:sequenceFlow id="${id}" sourceRef="${from}" targetRef="${to}"/>`;

const GOOD = process(
  '<bpmn:startEvent id="S" name="Старт"/>' +
    '<bpmn:userTask id="U1" name="Проверить" camunda:assignee="ivanov"/>' +
    '<bpmn:userTask id="U2" name="Утвердить"><bpmn:extensionElements><zeebe:assignmentDefinition assignee="= manager"/></bpmn:extensionElements></bpmn:userTask>' +
    '<bpmn:userTask id="U3" name="Подписать"><bpmn:potentialOwner id="PO"><bpmn:resourceAssignmentExpression id="R"><bpmn:formalExpression>director</bpmn:formalExpression></bpmn:resourceAssignmentExpression></bpmn:potentialOwner></bpmn:userTask>' +
    '<bpmn:endEvent id="E" name="Конец"/>' +
    flow('F1', 'S', 'U1') +
    flow('F2', 'U1', 'U2') +
    flow('F3', 'U2', 'U3') +
    flow('F4', 'U3', 'E'),
);

const messagesOf = async (xml: string) => {
  const outcome = await executableOf(xml);
  if (outcome.ok) throw new Error('expected problems');
  return outcome.problems;
};

describe('issue 17 item 5: the executable export', () => {
  it('marks the process executable and gives every user task a camunda:assignee', async () => {
    const outcome = await executableOf(GOOD);
    if (!outcome.ok) throw new Error(JSON.stringify(outcome.problems));
    expect(outcome.processId).toBe('P');
    expect(outcome.xml).toContain('<bpmn:process id="P" name="Процесс" isExecutable="true">');
    expect(outcome.xml).toContain('id="U1" name="Проверить" camunda:assignee="ivanov"');
    expect(outcome.xml).toContain('id="U2" name="Утвердить" camunda:assignee="manager"');
    expect(outcome.xml).toContain('id="U3" name="Подписать" camunda:assignee="director"');
    // What is exported parses again.
    await expect(parseBpmn(outcome.xml)).resolves.toBeTruthy();
  });

  it('declares the Camunda namespace when the diagram has none', async () => {
    const xml = GOOD.replace(' xmlns:camunda="http://camunda.org/schema/1.0/bpmn"', '').replace(
      ' camunda:assignee="ivanov"',
      '',
    );
    const outcome = await executableOf(
      xml.replace('<bpmn:userTask id="U1" name="Проверить"/>', '<bpmn:task id="U1" name="Проверить"/>'),
    );
    if (!outcome.ok) throw new Error(JSON.stringify(outcome.problems));
    expect(outcome.xml).toContain('xmlns:camunda="http://camunda.org/schema/1.0/bpmn"');
    expect(outcome.xml).toContain('camunda:assignee="manager"');
  });

  it('a real Camunda 7 process passes as it is', async () => {
    const xml = await readFile(
      new URL('../../../../../tests/fixtures/bpmn/camunda7-order-approval.bpmn', import.meta.url),
      'utf8',
    );
    const outcome = await executableOf(xml);
    expect(outcome.ok ? [] : outcome.problems).toEqual([]);
  });

  it('lists every problem at once, each naming its element', async () => {
    const problems = await messagesOf(
      process(
        '<bpmn:startEvent id="S"/>' +
          '<bpmn:userTask id="U" name="Без исполнителя"/>' +
          '<bpmn:exclusiveGateway id="G" name="Один путь"/>' +
          '<bpmn:task id="Lost" name="Потерянная"/>' +
          '<bpmn:exclusiveGateway id="X" name="Развилка"/>' +
          '<bpmn:task id="A"/><bpmn:task id="B"/>' +
          flow('F1', 'S', 'U') +
          flow('F2', 'U', 'G') +
          flow('F3', 'G', 'X') +
          flow('F4', 'X', 'A') +
          flow('F5', 'X', 'B') +
          '<bpmn:sequenceFlow id="Dangling" sourceRef="A"/>',
      ),
    );
    expect(problems).toEqual(
      expect.arrayContaining([
        { elementId: 'P', message: 'В процессе «Процесс» нет завершающего события' },
        { elementId: 'Dangling', message: 'У потока Dangling нет цели' },
        { elementId: 'U', message: 'У пользовательской задачи «Без исполнителя» не указан исполнитель' },
        {
          elementId: 'G',
          message: 'У шлюза «Один путь» только один путь: шлюз должен разветвлять или сводить потоки',
        },
        {
          elementId: 'X',
          message: 'У шлюза «Развилка» несколько путей без условия: задайте условия или путь по умолчанию',
        },
        { elementId: 'Lost', message: 'Элемент «Потерянная» недостижим от начального события' },
      ]),
    );
    expect(problems).toHaveLength(6);
  });

  it('a process without a start event says so', async () => {
    const problems = await messagesOf(process('<bpmn:task id="T"/><bpmn:endEvent id="E"/>' + flow('F', 'T', 'E')));
    expect(problems).toEqual([{ elementId: 'P', message: 'В процессе «Процесс» нет начального события' }]);
  });

  it('a diagram without a process with elements says so', async () => {
    expect(await messagesOf(wrap('<bpmn:process id="P"/>'))).toEqual([
      { elementId: null, message: 'В диаграмме нет процесса с элементами' },
    ]);
  });

  it('boundary events, event sub-processes and sub-processes are followed, not reported', async () => {
    const outcome = await executableOf(
      process(
        '<bpmn:startEvent id="S"/>' +
          '<bpmn:subProcess id="Sub"><bpmn:startEvent id="SS"/><bpmn:task id="In"/><bpmn:endEvent id="SE"/>' +
          flow('SF1', 'SS', 'In') +
          flow('SF2', 'In', 'SE') +
          '</bpmn:subProcess>' +
          '<bpmn:boundaryEvent id="Timer" attachedToRef="Sub"><bpmn:timerEventDefinition id="TD"/></bpmn:boundaryEvent>' +
          '<bpmn:endEvent id="E"/><bpmn:endEvent id="Late"/>' +
          '<bpmn:subProcess id="OnError" triggeredByEvent="true"><bpmn:startEvent id="ES"><bpmn:errorEventDefinition id="ED"/></bpmn:startEvent><bpmn:endEvent id="EE"/>' +
          flow('EF', 'ES', 'EE') +
          '</bpmn:subProcess>' +
          flow('F1', 'S', 'Sub') +
          flow('F2', 'Sub', 'E') +
          flow('F3', 'Timer', 'Late'),
      ),
    );
    expect(outcome.ok ? [] : outcome.problems).toEqual([]);
  });

  it('a sub-process without a start event is named', async () => {
    const problems = await messagesOf(
      process(
        '<bpmn:startEvent id="S"/><bpmn:subProcess id="Sub" name="Внутри"><bpmn:task id="In"/><bpmn:endEvent id="SE"/>' +
          flow('SF', 'In', 'SE') +
          '</bpmn:subProcess><bpmn:endEvent id="E"/>' +
          flow('F1', 'S', 'Sub') +
          flow('F2', 'Sub', 'E'),
      ),
    );
    expect(problems).toEqual([{ elementId: 'Sub', message: 'В подпроцессе «Внутри» нет начального события' }]);
  });
});

describe('issue 17 item 5 on the real-world fixtures (tests/fixtures/bpmn)', () => {
  const fixture = (name: string) =>
    readFile(new URL(`../../../../../tests/fixtures/bpmn/${name}.bpmn`, import.meta.url), 'utf8');

  it('Camunda 8: Zeebe assignees become camunda:assignee; the call activity names its process in zeebe:calledElement', async () => {
    const outcome = await executableOf(await fixture('camunda8-invoice-zeebe'));
    if (!outcome.ok) throw new Error(JSON.stringify(outcome.problems));
    expect(outcome.processId).toBe('invoice-approval');
    expect(outcome.xml).toContain('camunda:assignee="approver"');
    expect(outcome.xml).toContain('xmlns:camunda="http://camunda.org/schema/1.0/bpmn"');
  });

  it('bpmn.io: link events, a transaction with compensation and an event sub-process are all reachable', async () => {
    const outcome = await executableOf(await fixture('bpmnio-claims-subprocesses'));
    expect(outcome.ok ? [] : outcome.problems).toEqual([]);
  });

  it('Signavio: the only problem is the user task nobody is assigned to', async () => {
    expect(await messagesOf(await fixture('signavio-procurement-collaboration'))).toEqual([
      { elementId: 'sid-T-REQ', message: 'У пользовательской задачи «Оформить заявку» не указан исполнитель' },
    ]);
  });
});
