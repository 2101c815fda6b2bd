import type { SchemaDeclaration } from '@ontobench/sdk/common';

/** The workflows part's classes and properties (ids from ../classes.ts). */
export const WORKFLOWS_SCHEMA: Omit<SchemaDeclaration, 'owner'> = { classes: [], properties: [] };
