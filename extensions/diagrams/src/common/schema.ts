import type { SchemaDeclaration } from '@ontobench/sdk/common';
import { DIAGRAM_SCHEMA } from './diagram/schema.ts';
import { GRAPH_SCHEMA } from './graph/schema.ts';
import { NOTATION_SCHEMA } from './notation/schema.ts';

export { DIAGRAMS_CLASS, diagramsId } from './classes.ts';

/** The diagrams area's part of the store, with fixed ids: each part declares its own (diagram, notation, graph). */
export const DIAGRAMS_SCHEMA: Omit<SchemaDeclaration, 'owner'> = {
  classes: [...DIAGRAM_SCHEMA.classes, ...NOTATION_SCHEMA.classes, ...GRAPH_SCHEMA.classes],
  properties: [...DIAGRAM_SCHEMA.properties, ...NOTATION_SCHEMA.properties, ...GRAPH_SCHEMA.properties],
};
