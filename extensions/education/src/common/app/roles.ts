import { CLASS, PROP, type AccessPolicy, type InstanceDeclaration } from '@ontobench/sdk/common';

const id = (n: number) => `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;

/**
 * The eight education roles, spec shell.md §3 and domain.md §3 ("Education"): fixed ids and codes. The
 * ids never change (stored assignments and the demo data point at them); they were the core's interim
 * area's until this extension existed (docs/education.md, "The interim area leaves core").
 */
export const EDU_ROLE = {
  admin: id(0x201),
  assistant: id(0x202),
  author: id(0x203),
  course_creator: id(0x204),
  customer: id(0x205),
  editor: id(0x206),
  student: id(0x207),
  teacher: id(0x208),
} as const;

export type EduRoleCode = keyof typeof EDU_ROLE;

/**
 * The roles' names, in Russian, the product's language (the spec gives codes only; a name is data, shown
 * as it is in every language, as names of users and ontologies are).
 */
export const EDU_ROLE_NAME: Record<EduRoleCode, string> = {
  admin: 'Администратор обучения',
  assistant: 'Ассистент',
  author: 'Автор курса',
  course_creator: 'Создатель курсов',
  customer: 'Заказчик',
  editor: 'Редактор',
  student: 'Студент',
  teacher: 'Преподаватель',
};

/** The roles as fixed instances of the core's Role class (global: no; multi-object: yes). */
export const EDU_ROLE_INSTANCES: readonly InstanceDeclaration[] = (
  Object.entries(EDU_ROLE) as [EduRoleCode, string][]
).map(([code, roleId]) => ({
  id: roleId,
  class: CLASS.Role,
  name: EDU_ROLE_NAME[code],
  values: { [PROP.code]: code, [PROP.isGlobal]: false, [PROP.isMulti]: true },
}));

/**
 * Students and customers of a course read it; the other education roles may change it. `reader` is what a
 * course's teachers hold on a student's personal ontology (student-ontology.ts): declared here too, so it
 * reads only even on a server without the diagrams area (which declares it for its own readers).
 */
export const EDUCATION_ACCESS_POLICY: AccessPolicy = { readOnlyRoleCodes: ['student', 'customer', 'reader'] };

/** The education app (shell.md §2 "Education app only", §6): its non-administrators reach only its routes. */
export const EDUCATION_APP = { id: 'edu', confinesUsers: true } as const;

/** §6: who sees a course in their lists (besides administrators): an active author or teacher assignment. */
export const COURSE_LIST_ROLE_CODES: readonly EduRoleCode[] = ['author', 'teacher'];
