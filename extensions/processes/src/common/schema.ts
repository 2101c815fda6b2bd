import type { SchemaDeclaration } from '@ontobench/sdk/common';
import { BOARD_SCHEMA } from './board/schema.ts';
import { SCHEDULER_SCHEMA } from './scheduler/schema.ts';
import { WORKFLOWS_SCHEMA } from './workflows/schema.ts';

const parts = [SCHEDULER_SCHEMA, WORKFLOWS_SCHEMA, BOARD_SCHEMA];

/** The processes area's part of the store: each part's classes, properties and fixed instances. */
export const PROCESSES_SCHEMA: Omit<SchemaDeclaration, 'owner'> = {
  classes: parts.flatMap((part) => part.classes),
  properties: parts.flatMap((part) => part.properties),
  instances: parts.flatMap((part) => part.instances ?? []),
};
