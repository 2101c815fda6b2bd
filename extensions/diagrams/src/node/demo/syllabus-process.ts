import type { DemoProcess } from './bpmn-writer.ts';

/**
 * The demo BPMN process (issue 17 item 8): how a course's syllabus is drafted and approved at the demo
 * university — 18 flow nodes (user, send and service tasks, parallel and exclusive gateways, start, end and
 * a non-interrupting timer boundary event) and 18 sequence flows in a pool of three lanes, laid out on a
 * grid so flows never cross a shape. It runs on a process engine as it is: every user task names its
 * assignee, the exclusive gateway has a condition and a default path.
 */
export const SYLLABUS_PROCESS_NAME = 'Разработка и утверждение рабочей программы';

/** The demo ontology's class each task is bound to, by the task's id (domain.md §3 `elements`). */
export const SYLLABUS_BINDINGS: Record<string, string> = {
  Task_StudyPlan: 'Учебный план',
  Task_Competences: 'Компетенция',
  Task_Lectures: 'Лекция',
  Task_Literature: 'Публикация',
  Task_Draft: 'Рабочая программа',
  Task_Review: 'Кафедра',
  Task_Remind: 'Преподаватель',
  Task_Rework: 'Рабочая программа',
  Task_Check: 'Учебный план',
  Task_Order: 'Приказ',
  Task_Publish: 'Учебный курс',
};

const teacher = { 'camunda:assignee': '${teacher}' };
const head = { 'camunda:assignee': '${headOfDepartment}' };
const methodist = { 'camunda:assignee': '${methodist}', 'camunda:candidateGroups': 'methodists' };

// Lanes: the teacher (two rows for the parallel branch), the department, the academic office.
const L1 = 'Lane_Teacher';
const L2 = 'Lane_Department';
const L3 = 'Lane_Office';

export const SYLLABUS_PROCESS: DemoProcess = {
  id: 'Process_Syllabus',
  name: SYLLABUS_PROCESS_NAME,
  documentation:
    'Преподаватель готовит рабочую программу учебного курса по учебному плану, кафедра рассматривает её, ' +
    'учебно-методический отдел проверяет и утверждает приказом, после чего программа публикуется.',
  pool: { id: 'Participant_University', name: 'Университет', x: 100, y: 40, width: 1860 },
  lanes: [
    { id: L1, name: 'Преподаватель', y: 40, height: 300 },
    { id: L2, name: 'Кафедра', y: 340, height: 230 },
    { id: L3, name: 'Учебно-методический отдел', y: 570, height: 230 },
  ],
  nodes: [
    { id: 'Start_Plan', type: 'startEvent', name: 'Курс включён в учебный план', lane: L1, x: 192, y: 172 },
    { id: 'Task_StudyPlan', type: 'userTask', name: 'Изучить учебный план', lane: L1, x: 250, y: 150, attrs: teacher },
    {
      id: 'Task_Competences',
      type: 'userTask',
      name: 'Определить компетенции курса',
      lane: L1,
      x: 400,
      y: 150,
      attrs: teacher,
    },
    { id: 'Gateway_Split', type: 'parallelGateway', name: '', lane: L1, x: 555, y: 165 },
    {
      id: 'Task_Lectures',
      type: 'userTask',
      name: 'Составить план лекций и семинаров',
      lane: L1,
      x: 650,
      y: 80,
      attrs: teacher,
    },
    { id: 'Task_Literature', type: 'userTask', name: 'Подобрать литературу', lane: L1, x: 650, y: 220, attrs: teacher },
    { id: 'Gateway_Join', type: 'parallelGateway', name: '', lane: L1, x: 795, y: 165 },
    {
      id: 'Task_Draft',
      type: 'userTask',
      name: 'Оформить рабочую программу',
      lane: L1,
      x: 890,
      y: 150,
      attrs: teacher,
    },
    {
      id: 'Task_Review',
      type: 'userTask',
      name: 'Рассмотреть на заседании кафедры',
      lane: L2,
      x: 1040,
      y: 415,
      attrs: head,
    },
    {
      id: 'Timer_Remind',
      type: 'boundaryEvent',
      name: '14 дней',
      lane: L2,
      x: 1072,
      y: 477,
      attachedTo: 'Task_Review',
      inner:
        '<bpmn:timerEventDefinition id="Timer_Remind_def"><bpmn:timeDuration xsi:type="bpmn:tFormalExpression">P14D</bpmn:timeDuration></bpmn:timerEventDefinition>',
    },
    {
      id: 'Task_Remind',
      type: 'sendTask',
      name: 'Напомнить о заседании',
      lane: L3,
      x: 1040,
      y: 645,
      attrs: { 'camunda:type': 'external', 'camunda:topic': 'syllabus-reminder' },
    },
    { id: 'End_Reminded', type: 'endEvent', name: 'Напоминание отправлено', lane: L3, x: 1192, y: 667 },
    { id: 'Gateway_Approved', type: 'exclusiveGateway', name: 'Программа одобрена?', lane: L2, x: 1305, y: 430 },
    { id: 'Task_Rework', type: 'userTask', name: 'Доработать программу', lane: L1, x: 1280, y: 150, attrs: teacher },
    {
      id: 'Task_Check',
      type: 'userTask',
      name: 'Проверить соответствие учебному плану',
      lane: L3,
      x: 1400,
      y: 645,
      attrs: methodist,
    },
    {
      id: 'Task_Order',
      type: 'userTask',
      name: 'Подготовить приказ об утверждении',
      lane: L3,
      x: 1550,
      y: 645,
      attrs: methodist,
    },
    {
      id: 'Task_Publish',
      type: 'serviceTask',
      name: 'Опубликовать программу на портале',
      lane: L3,
      x: 1700,
      y: 645,
      attrs: { 'camunda:type': 'external', 'camunda:topic': 'syllabus-publish' },
    },
    { id: 'End_Approved', type: 'endEvent', name: 'Программа утверждена', lane: L3, x: 1852, y: 667 },
  ],
  flows: [
    {
      id: 'Flow_01',
      from: 'Start_Plan',
      to: 'Task_StudyPlan',
      points: [
        [228, 190],
        [250, 190],
      ],
    },
    {
      id: 'Flow_02',
      from: 'Task_StudyPlan',
      to: 'Task_Competences',
      points: [
        [350, 190],
        [400, 190],
      ],
    },
    {
      id: 'Flow_03',
      from: 'Task_Competences',
      to: 'Gateway_Split',
      points: [
        [500, 190],
        [555, 190],
      ],
    },
    {
      id: 'Flow_04',
      from: 'Gateway_Split',
      to: 'Task_Lectures',
      points: [
        [580, 165],
        [580, 120],
        [650, 120],
      ],
    },
    {
      id: 'Flow_05',
      from: 'Gateway_Split',
      to: 'Task_Literature',
      points: [
        [580, 215],
        [580, 260],
        [650, 260],
      ],
    },
    {
      id: 'Flow_06',
      from: 'Task_Lectures',
      to: 'Gateway_Join',
      points: [
        [750, 120],
        [820, 120],
        [820, 165],
      ],
    },
    {
      id: 'Flow_07',
      from: 'Task_Literature',
      to: 'Gateway_Join',
      points: [
        [750, 260],
        [820, 260],
        [820, 215],
      ],
    },
    {
      id: 'Flow_08',
      from: 'Gateway_Join',
      to: 'Task_Draft',
      points: [
        [845, 190],
        [890, 190],
      ],
    },
    {
      id: 'Flow_09',
      from: 'Task_Draft',
      to: 'Task_Review',
      points: [
        [940, 230],
        [940, 455],
        [1040, 455],
      ],
    },
    {
      id: 'Flow_10',
      from: 'Task_Review',
      to: 'Gateway_Approved',
      points: [
        [1140, 455],
        [1305, 455],
      ],
    },
    {
      id: 'Flow_Yes',
      from: 'Gateway_Approved',
      to: 'Task_Check',
      name: 'да',
      condition: '${approved}',
      points: [
        [1330, 480],
        [1330, 685],
        [1400, 685],
      ],
    },
    {
      id: 'Flow_No',
      from: 'Gateway_Approved',
      to: 'Task_Rework',
      name: 'нет',
      points: [
        [1330, 430],
        [1330, 230],
      ],
    },
    {
      id: 'Flow_11',
      from: 'Task_Rework',
      to: 'Task_Draft',
      points: [
        [1330, 150],
        [1330, 60],
        [940, 60],
        [940, 150],
      ],
    },
    {
      id: 'Flow_12',
      from: 'Task_Check',
      to: 'Task_Order',
      points: [
        [1500, 685],
        [1550, 685],
      ],
    },
    {
      id: 'Flow_13',
      from: 'Task_Order',
      to: 'Task_Publish',
      points: [
        [1650, 685],
        [1700, 685],
      ],
    },
    {
      id: 'Flow_14',
      from: 'Task_Publish',
      to: 'End_Approved',
      points: [
        [1800, 685],
        [1852, 685],
      ],
    },
    {
      id: 'Flow_15',
      from: 'Timer_Remind',
      to: 'Task_Remind',
      points: [
        [1090, 513],
        [1090, 645],
      ],
    },
    {
      id: 'Flow_16',
      from: 'Task_Remind',
      to: 'End_Reminded',
      points: [
        [1140, 685],
        [1192, 685],
      ],
    },
  ],
  defaults: { Gateway_Approved: 'Flow_No' },
};
