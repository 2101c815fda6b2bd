import type { SchemaDeclaration } from '@ontobench/sdk/common';
import { DIAGRAMS_CLASS } from '../classes.ts';

/** The notations' part of the area's schema (properties `diagramsId(0x200)`–`0x2ff`), domain.md §3 "Notation element". */
export const NOTATION_PROP = {} as const;

export const NOTATION_SCHEMA: Pick<SchemaDeclaration, 'classes' | 'properties'> = {
  classes: [
    { id: DIAGRAMS_CLASS.Notation, name: 'Notation' },
    { id: DIAGRAMS_CLASS.NotationElement, name: 'Notation element' },
  ],
  properties: [],
};
