import type { BaseType } from '@ontobench/sdk/common';
import type { RowError } from '../results/api.ts';

/** The largest CSV accepted (the request body): about 400,000 short rows. */
export const CSV_MAX_BYTES = 20 * 1024 * 1024;
/** Rows the preview shows. */
export const CSV_PREVIEW_ROWS = 20;
/** The refused cells a dry run lists at most (the count is always exact). */
export const CSV_MAX_LISTED_ERRORS = 1000;

/** The file as the browser sends it: its text (UTF-8, a BOM is dropped) and name. */
export interface CsvFile {
  text: string;
  fileName?: string;
}

export interface CsvPreview {
  delimiter: ';' | ',';
  header: string[];
  /** The first CSV_PREVIEW_ROWS data rows. */
  rows: string[][];
  /** Data rows in the file (without the header). */
  rowCount: number;
}

/** A column of a new model: a property made from the header (name, base type), or skipped. */
export interface NewColumn {
  column: number;
  name: string;
  type: BaseType | 'skip';
}

/** A column of an existing model's class: the property it fills (its id), or null to skip it. */
export interface ExistingColumn {
  column: number;
  property: string | null;
}

/** Where the rows go. Each row becomes an object of the class, named by `nameColumn`. */
export type CsvTarget =
  | { kind: 'new'; modelName: string; className: string; nameColumn: number; columns: NewColumn[] }
  | { kind: 'existing'; modelId: string; classId: string; nameColumn: number; columns: ExistingColumn[] };

export interface CsvRequest extends CsvFile {
  target: CsvTarget;
}

/** The dry run's answer: nothing is written; every refused cell with its row and column. */
export interface CsvCheck {
  rowCount: number;
  errorCount: number;
  errors: RowError[];
}

/** A model (ontology) the user reads, and the classes it holds with their data properties. */
export interface ModelDto {
  id: string;
  name: string;
}
export interface ClassDto {
  id: string;
  name: string;
  properties: { id: string; name: string; baseType: BaseType }[];
}

/** What an import's result says when it ends (the job's result). */
export interface CsvImportEnd {
  importId: string;
  modelId: string;
  classId: string;
  rows: number;
}

export const CSV_API = {
  preview: 'imports/csv/preview',
  check: 'imports/csv/check',
  run: 'imports/csv/run',
  models: 'imports/models',
  classes: (id: string) => `imports/models/${id}/classes`,
};

export const CSV_API_PATHS: readonly string[] = [
  CSV_API.preview,
  CSV_API.check,
  CSV_API.run,
  CSV_API.models,
  CSV_API.classes(':id'),
];
