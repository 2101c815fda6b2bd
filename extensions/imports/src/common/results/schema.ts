import { dataProperty, type SchemaDeclaration } from '@ontobench/sdk/common';
import { IMPORTS_CLASS, importsId } from '../ids.ts';

/**
 * The result record of an import (domain.md §3 "Import document and result: status, end date, message"),
 * one per import, written as its user (so each user reads their own; administrators all). The name is the
 * import's name (the file's); the id is the import's id (the job's), the one IMPORT_STATUS_UPDATE carries.
 */
export const RESULT_PROP = {
  /** `csv`, `excel` or `docs`. */
  kind: importsId(0x100),
  /** One of IMPORT_STATUSES. */
  status: importsId(0x101),
  /** §3 end date: when the import ended, ISO date-time (empty while it runs). */
  endDate: importsId(0x102),
  /** §3 message: what was written, or why nothing was. */
  message: importsId(0x103),
  /** The model (ontology) written into, its id; of a document import, the new document's id. */
  model: importsId(0x104),
  /** Rows (objects) written. */
  rows: importsId(0x105),
  /** The rows refused (row, column, reason) as JSON, when there were any. */
  errors: importsId(0x106),
} as const;

const RESULT = [IMPORTS_CLASS.ImportResult];

export const RESULTS_SCHEMA: Omit<SchemaDeclaration, 'owner'> = {
  classes: [{ id: IMPORTS_CLASS.ImportResult, name: 'Import result' }],
  properties: [
    dataProperty(RESULT_PROP.kind, 'import kind', 'string', RESULT),
    dataProperty(RESULT_PROP.status, 'import status', 'string', RESULT),
    dataProperty(RESULT_PROP.endDate, 'end date', 'string', RESULT),
    dataProperty(RESULT_PROP.message, 'message', 'string', RESULT),
    dataProperty(RESULT_PROP.model, 'model', 'string', RESULT),
    dataProperty(RESULT_PROP.rows, 'rows written', 'integer', RESULT),
    dataProperty(RESULT_PROP.errors, 'refused rows', 'string', RESULT),
  ],
};
