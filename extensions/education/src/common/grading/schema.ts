import type { SchemaDeclaration } from '@ontobench/sdk/common';

/** The grading part's classes and properties (ids from ../classes.ts; docs/education.md). */
export const GRADING_SCHEMA: Omit<SchemaDeclaration, 'owner'> = { classes: [], properties: [] };
