import type { SchemaDeclaration } from '@ontobench/sdk/common';

/** The scheduler part's classes and properties (ids from ../classes.ts). */
export const SCHEDULER_SCHEMA: Omit<SchemaDeclaration, 'owner'> = { classes: [], properties: [] };
