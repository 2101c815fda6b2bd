import type { SchemaDeclaration } from '@ontobench/sdk/common';

/** The board part's classes and properties (ids from ../classes.ts). */
export const BOARD_SCHEMA: Omit<SchemaDeclaration, 'owner'> = { classes: [], properties: [] };
