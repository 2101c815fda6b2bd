/** The statuses of an import (IMPORT_STATUS_UPDATE `status`, the result record's status). */
export const IMPORT_STATUSES = ['running', 'done', 'error'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

export type ImportKind = 'csv' | 'excel' | 'docs';

/** One refused cell or row: its row number in the file (the header is row 1), its column, why. */
export interface RowError {
  row: number;
  column: string;
  message: string;
}

/** A result record as the list shows it (domain.md §3). */
export interface ImportResultDto {
  id: string;
  name: string;
  kind: ImportKind;
  status: ImportStatus;
  /** ISO date-time; null while it runs. */
  endDate: string | null;
  message: string;
  /** The model written into; of a document import (`kind: 'docs'`), the new document. */
  modelId: string | null;
  rows: number;
  errors: RowError[];
  created: string | null;
}

export const RESULTS_API = {
  /** GET: the signed-in user's imports, newest first (`{ results }`). */
  results: 'imports/results',
  /** GET: one import's result. */
  result: (id: string) => `imports/results/${id}`,
};

export const RESULTS_API_PATHS: readonly string[] = [RESULTS_API.results, RESULTS_API.result(':id')];
