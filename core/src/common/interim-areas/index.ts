import { DIAGRAM_INTERIM } from './diagram.ts';
import type { InterimArea } from './interim-area.ts';

export { EDU_ROLE, EDUCATION_ACCESS_POLICY, EDUCATION_APP, type EduRoleCode } from './education.ts';
export { DIAGRAM_ACCESS_POLICY, DIAGRAM_ROLE_CODES } from './diagram.ts';
export type { InterimArea } from './interim-area.ts';

/** The areas not built yet whose roles already matter (interim-area.ts says why), registered by the server. */
export const INTERIM_AREAS: readonly InterimArea[] = [DIAGRAM_INTERIM];

/** The ids of the interim areas' apps that confine their users (the rule's default until a kernel says). */
export const INTERIM_CONFINING_APPS: ReadonlySet<string> = new Set(
  INTERIM_AREAS.flatMap((area) => area.apps ?? []).flatMap((app) => (app.confinesUsers ? [app.id] : [])),
);
