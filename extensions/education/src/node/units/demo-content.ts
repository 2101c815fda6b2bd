import type { AnswerType } from '../../common/units/schema.ts';
import { BPM_201_UNITS } from './demo-bpm-201.ts';
import { ONTO_101_UNITS } from './demo-onto-101.ts';

/**
 * The education demo's learning units (issue 20 item 8; docs/education.md "Demo"): eight units, five
 * questions each (40), every answer type. A question: type, text, mark, and for a choice its answers
 * (text, correct). Ontology tasks are checked against the demo's reference ontology (REFERENCE_ONTOLOGY).
 */
export type DemoQuestion = readonly [
  type: AnswerType,
  text: string,
  mark: number,
  answers?: readonly (readonly [string, boolean])[],
];

export interface DemoUnit {
  course: string;
  section: string;
  code: string;
  name: string;
  description: string;
  resultDescription: string;
  tComp: string;
  skill: string;
  laborIntensity: number;
  form: string;
  contactType: string;
  /** The unit is checked against the reference ontology. */
  reference?: boolean;
  questions: readonly DemoQuestion[];
}

/** The reference ontology of the demo's ontology tasks: two classes and two properties. */
export const REFERENCE_ONTOLOGY = {
  name: 'Эталон: учебный процесс',
  description: 'Эталонная модель для онтологических заданий демонстрационных курсов: студент, курс и связь между ними.',
  classes: ['Студент', 'Курс'] as const,
  objectProperty: { name: 'изучает', domain: 'Студент', range: 'Курс' } as const,
  dataProperty: { name: 'код курса', domain: 'Курс', baseType: 'string' } as const,
};

/** The two demo courses: code, name, description, sections of their structure. */
export const DEMO_COURSES = [
  {
    code: 'ONTO-101',
    name: 'Основы онтологий',
    description:
      'Вводный курс: что такое онтология, классы, экземпляры, свойства и отношения; практикум — своя модель учебного процесса.',
    sections: ['Введение', 'Классы и свойства', 'Практикум'],
  },
  {
    code: 'BPM-201',
    name: 'Моделирование процессов',
    description:
      'Процессы организации и их модели в нотации BPMN: задачи, события, шлюзы; практикум — процесс записи на курс.',
    sections: ['Основы BPMN', 'Практикум'],
  },
] as const;

export const DEMO_UNITS: readonly DemoUnit[] = [...ONTO_101_UNITS, ...BPM_201_UNITS];
