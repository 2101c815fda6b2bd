import type { DemoProcess } from './bpmn-writer.ts';

/**
 * The demo review process (issue 19 item 8, "a demo approval workflow: document review"), a diagram of this
 * area that the processes area's demo publishes as the workflow «Согласование документа» through the SDK's
 * EXECUTABLE_BPMN, finding it by its code. The author submits; the reviewer approves, rejects or asks for
 * corrections (the author corrects it and it goes back to review); an approved document goes to the
 * decision table «Эскалация согласования» (`document-review-escalation`, seeded by the processes area),
 * which sends a long one to the head.
 */
export const REVIEW_PROCESS_NAME = 'Согласование документа';
/** domain.md §3 Diagram `code`: the stable key the processes' demo finds it by. */
export const REVIEW_PROCESS_CODE = 'document-review';
/** The decision table its service task asks (the processes area's demo table, by its system name). */
export const REVIEW_TABLE = 'document-review-escalation';

const L1 = 'Lane_Author';
const L2 = 'Lane_Reviewer';
const L3 = 'Lane_Head';

/** The process, its reviewer and head being `reviewer` (an e-mail or a user id: the demo's user). */
export function reviewProcess(reviewer: string): DemoProcess {
  const byReviewer = { 'camunda:assignee': reviewer };
  return {
    id: 'document-review',
    name: REVIEW_PROCESS_NAME,
    documentation:
      'Автор отправляет документ на согласование; рецензент согласует его, отклоняет или возвращает на ' +
      'доработку. Согласованный документ проверяет таблица решений «Эскалация согласования»: документ ' +
      'длиннее 20 страниц согласует ещё и руководитель. Входная переменная экземпляра: pages (число страниц).',
    pool: { id: 'Participant_Review', name: 'Согласование документа', x: 100, y: 40, width: 860 },
    lanes: [
      { id: L1, name: 'Автор', y: 40, height: 160 },
      { id: L2, name: 'Рецензент', y: 200, height: 200 },
      { id: L3, name: 'Руководитель', y: 400, height: 160 },
    ],
    nodes: [
      { id: 'submitted', type: 'startEvent', name: 'Документ отправлен', lane: L1, x: 172, y: 102 },
      {
        id: 'correct',
        type: 'userTask',
        name: 'Доработка документа',
        lane: L1,
        x: 375,
        y: 80,
        attrs: { 'camunda:assignee': '${initiator}' },
      },
      { id: 'review', type: 'userTask', name: 'Рецензирование документа', lane: L2, x: 250, y: 260, attrs: byReviewer },
      { id: 'decision', type: 'exclusiveGateway', name: 'Решение рецензента', lane: L2, x: 400, y: 275 },
      { id: 'rejected', type: 'endEvent', name: 'Документ отклонён', lane: L2, x: 407, y: 352 },
      {
        id: 'escalation',
        type: 'serviceTask',
        name: 'Нужна ли эскалация',
        lane: L2,
        x: 500,
        y: 260,
        attrs: {
          implementation: 'dmn.evaluate',
          'camunda:payload': `{"table":"${REVIEW_TABLE}","inputs":{"pages":"\${pages}"}}`,
          'camunda:resultVariable': 'escalation',
        },
      },
      { id: 'escalate', type: 'exclusiveGateway', name: 'Эскалация?', lane: L2, x: 650, y: 275 },
      { id: 'approved', type: 'endEvent', name: 'Документ согласован', lane: L2, x: 832, y: 282 },
      {
        id: 'head',
        type: 'userTask',
        name: 'Согласование руководителем',
        lane: L3,
        x: 625,
        y: 440,
        attrs: byReviewer,
      },
    ],
    flows: [
      {
        id: 'f1',
        from: 'submitted',
        to: 'review',
        points: [
          [190, 138],
          [190, 300],
          [250, 300],
        ],
      },
      {
        id: 'f2',
        from: 'review',
        to: 'decision',
        points: [
          [350, 300],
          [400, 300],
        ],
      },
      {
        id: 'f3',
        from: 'decision',
        to: 'escalation',
        name: 'Согласовано',
        condition: '${result = "approve"}',
        points: [
          [450, 300],
          [500, 300],
        ],
      },
      {
        id: 'f4',
        from: 'decision',
        to: 'correct',
        name: 'На доработку',
        condition: '${result = "correctingNeeded"}',
        points: [
          [425, 275],
          [425, 160],
        ],
      },
      {
        id: 'f5',
        from: 'decision',
        to: 'rejected',
        name: 'Иначе',
        points: [
          [425, 325],
          [425, 352],
        ],
      },
      {
        id: 'f6',
        from: 'correct',
        to: 'review',
        points: [
          [375, 120],
          [300, 120],
          [300, 260],
        ],
      },
      {
        id: 'f7',
        from: 'escalation',
        to: 'escalate',
        points: [
          [600, 300],
          [650, 300],
        ],
      },
      {
        id: 'f8',
        from: 'escalate',
        to: 'head',
        name: 'Да',
        condition: '${escalation.outputs[1].escalate = true}',
        points: [
          [675, 325],
          [675, 440],
        ],
      },
      {
        id: 'f9',
        from: 'escalate',
        to: 'approved',
        name: 'Нет',
        points: [
          [700, 300],
          [832, 300],
        ],
      },
      {
        id: 'f10',
        from: 'head',
        to: 'approved',
        points: [
          [725, 480],
          [850, 480],
          [850, 318],
        ],
      },
    ],
    defaults: { decision: 'f5', escalate: 'f9' },
  };
}
