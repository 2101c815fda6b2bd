import type { AccessPolicy } from '../access-policy.ts';
import type { AppDeclaration } from '../apps.ts';
import { CLASS, PROP } from '../ontology/system-ontology.ts';
import type { InterimArea } from './interim-area.ts';

const id = (n: number) => `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;

/**
 * The eight education roles, spec shell.md §3 and domain.md §3 ("Education"): fixed ids and codes. The
 * ids never change (stored assignments and the demo data point at them). They belong to the education
 * area; until its extension exists they live here (interim-area.ts says why) and move, unchanged, to
 * `extensions/education/src/common/roles.ts`.
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

/** Students and customers of a course read it; the other education roles may change it. */
export const EDUCATION_ACCESS_POLICY: AccessPolicy = { readOnlyRoleCodes: ['student', 'customer'] };

/** The education app (shell.md §2 "Education app only", §6): its non-administrators reach only its routes. */
export const EDUCATION_APP: AppDeclaration = { id: 'edu', confinesUsers: true };

/** The education area as far as the core needs it today: its roles (fixed instances) and their rule. */
export const EDUCATION_INTERIM: InterimArea = {
  id: 'education',
  schema: {
    classes: [],
    properties: [],
    instances: (Object.entries(EDU_ROLE) as [EduRoleCode, string][]).map(([code, roleId]) => ({
      id: roleId,
      class: CLASS.Role,
      name: EDU_ROLE_NAME[code],
      values: { [PROP.code]: code, [PROP.isGlobal]: false, [PROP.isMulti]: true },
    })),
  },
  accessPolicy: EDUCATION_ACCESS_POLICY,
  apps: [EDUCATION_APP],
};
