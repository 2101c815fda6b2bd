import { dataProperty, type SchemaDeclaration } from '@ontobench/sdk/common';
import { IMPORTS_CLASS, importsId } from '../ids.ts';

/** The descriptor's JSON (common/excel/api.ts ExcelDescriptorInput without the name, which is the object's). */
export const EXCEL_PROP = { descriptor: importsId(0x200) } as const;

/** Descriptors are administrators' (shell.md §2 "/import-from-excel (admin)"): only they create, change, delete. */
export const EXCEL_SCHEMA: Omit<SchemaDeclaration, 'owner'> = {
  classes: [
    {
      id: IMPORTS_CLASS.ExcelDescriptor,
      name: 'Excel import descriptor',
      policy: { create: 'admin', change: 'admin', delete: 'admin' },
    },
  ],
  properties: [dataProperty(EXCEL_PROP.descriptor, 'descriptor', 'string', [IMPORTS_CLASS.ExcelDescriptor])],
};
