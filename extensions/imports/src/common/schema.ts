import type { SchemaDeclaration } from '@ontobench/sdk/common';
import { EXCEL_SCHEMA } from './excel/schema.ts';
import { RESULTS_SCHEMA } from './results/schema.ts';

/** The imports area's part of the store: the result record and Excel descriptors (rows go into the users' classes). */
export const IMPORTS_SCHEMA: Omit<SchemaDeclaration, 'owner'> = {
  classes: [...RESULTS_SCHEMA.classes, ...EXCEL_SCHEMA.classes],
  properties: [...RESULTS_SCHEMA.properties, ...EXCEL_SCHEMA.properties],
};
