import type { SchemaDeclaration } from '@ontobench/sdk/common';
import { DMN_CLASS } from './classes.ts';

/** The decision tables' part of the store (properties `dmnId(0x100)`–). */
export const DMN_PROP = {} as const;

export const DMN_SCHEMA: Omit<SchemaDeclaration, 'owner'> = {
  classes: [{ id: DMN_CLASS.DmnTable, name: 'DMN table' }],
  properties: [],
};
