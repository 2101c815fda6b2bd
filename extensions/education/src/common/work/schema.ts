import type { SchemaDeclaration } from '@ontobench/sdk/common';

/** The work part's classes and properties (ids from ../classes.ts; docs/education.md). */
export const WORK_SCHEMA: Omit<SchemaDeclaration, 'owner'> = { classes: [], properties: [] };
