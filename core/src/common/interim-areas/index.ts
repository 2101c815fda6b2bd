import { DIAGRAM_INTERIM } from './diagram.ts';
import { EDUCATION_INTERIM } from './education.ts';
import type { InterimArea } from './interim-area.ts';

export { EDU_ROLE, EDUCATION_ACCESS_POLICY, type EduRoleCode } from './education.ts';
export { DIAGRAM_ACCESS_POLICY, DIAGRAM_ROLE_CODES } from './diagram.ts';
export type { InterimArea } from './interim-area.ts';

/** The areas not built yet whose roles already matter (interim-area.ts says why), registered by the server. */
export const INTERIM_AREAS: readonly InterimArea[] = [EDUCATION_INTERIM, DIAGRAM_INTERIM];
