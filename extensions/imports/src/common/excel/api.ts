/**
 * An Excel import descriptor (issue 21 item 4; shell.md §2 `/import-from-excel`, administrators): how a
 * sheet of an .xlsx becomes objects of a model's class — which sheet, which row holds the header, which
 * column names the object and which column fills which property. Columns are named by their header text,
 * so a file whose columns moved still imports.
 */
export interface ExcelDescriptorInput {
  name: string;
  /** The sheet's name; empty: the first sheet. */
  sheet: string;
  /** The header's row number (1 = the first row); data rows follow it. */
  headerRow: number;
  modelId: string;
  classId: string;
  /** The header of the column that names each object. */
  nameColumn: string;
  columns: { header: string; property: string }[];
}

export interface ExcelDescriptor extends ExcelDescriptorInput {
  id: string;
}

/** The largest .xlsx accepted (sent base64 in a JSON body). */
export const EXCEL_MAX_BYTES = 20 * 1024 * 1024;

export const EXCEL_API = {
  /** GET the descriptors, POST a new one. */
  descriptors: 'imports/excel/descriptors',
  /** PUT, DELETE one. */
  descriptor: (id: string) => `imports/excel/descriptors/${id}`,
  /** POST `{ file (base64), fileName }`: the dry run. */
  check: (id: string) => `imports/excel/descriptors/${id}/check`,
  /** POST `{ file (base64), fileName, deferred? }`: the import (a job). */
  run: (id: string) => `imports/excel/descriptors/${id}/run`,
};

export const EXCEL_API_PATHS: readonly string[] = [
  EXCEL_API.descriptors,
  EXCEL_API.descriptor(':id'),
  EXCEL_API.check(':id'),
  EXCEL_API.run(':id'),
];
