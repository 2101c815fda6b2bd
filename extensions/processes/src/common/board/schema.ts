import type { SchemaDeclaration } from '@ontobench/sdk/common';

/**
 * The board part's classes and properties: none. The board shows the core's life-cycle stages
 * (CLASS.LifeCycleStage with PROP.icon, PROP.color, ordered by PROP.code) and the objects' PROP.lifeCycleStage
 * and PROP.tags.
 */
export const BOARD_SCHEMA: Omit<SchemaDeclaration, 'owner'> = { classes: [], properties: [] };
