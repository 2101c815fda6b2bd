import type { SchemaDeclaration } from '@ontobench/sdk/common';
import { EDU_ROLE_INSTANCES } from './app/roles.ts';
import { STUDENT_ONTOLOGY_SCHEMA } from './app/student-ontology.ts';
import { COURSES_SCHEMA } from './courses/schema.ts';
import { UNITS_SCHEMA } from './units/schema.ts';
import { FLOWS_SCHEMA } from './flows/schema.ts';
import { WORK_SCHEMA } from './work/schema.ts';
import { GRADING_SCHEMA } from './grading/schema.ts';
import { PORTFOLIO_SCHEMA } from './portfolio/schema.ts';

type SchemaPart = Omit<SchemaDeclaration, 'owner'>;

/** Each part's schema (`common/<part>/schema.ts`). */
const parts: readonly SchemaPart[] = [
  STUDENT_ONTOLOGY_SCHEMA,

  COURSES_SCHEMA,
  UNITS_SCHEMA,
  FLOWS_SCHEMA,
  WORK_SCHEMA,
  GRADING_SCHEMA,
  PORTFOLIO_SCHEMA,
];

/** The education area's part of the store: the roles (fixed instances) and each part's classes and properties. */
export const EDU_SCHEMA: SchemaPart = {
  classes: parts.flatMap((part) => part.classes),
  properties: parts.flatMap((part) => part.properties),
  instances: [...EDU_ROLE_INSTANCES, ...parts.flatMap((part) => part.instances ?? [])],
};
