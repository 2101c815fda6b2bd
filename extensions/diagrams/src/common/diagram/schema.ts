import type { SchemaDeclaration } from '@ontobench/sdk/common';
import { DIAGRAMS_CLASS } from '../classes.ts';

/**
 * The diagrams' part of the area's schema (properties `diagramsId(0x100)`–`0x1ff`). A diagram (domain.md §3)
 * keeps the core's code, name, author and creation date and adds the rest of §3's fields. Filled by the
 * diagrams' server part.
 */
export const DIAGRAM_PROP = {} as const;

export const DIAGRAM_SCHEMA: Pick<SchemaDeclaration, 'classes' | 'properties'> = {
  classes: [{ id: DIAGRAMS_CLASS.Diagram, name: 'Diagram' }],
  properties: [],
};
