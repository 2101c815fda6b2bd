import type { SchemaDeclaration } from '@ontobench/sdk/common';
import { DIAGRAMS_CLASS } from '../classes.ts';

/** The graphs' part of the area's schema (properties `diagramsId(0x300)`–`0x3ff`): domain.md §3 "Graph". */
export const GRAPH_PROP = {} as const;

export const GRAPH_SCHEMA: Pick<SchemaDeclaration, 'classes' | 'properties'> = {
  classes: [{ id: DIAGRAMS_CLASS.Graph, name: 'Graph' }],
  properties: [],
};
