import { CSV_API_PATHS } from './csv/api.ts';
import { DOCS_API_PATHS } from './docs/api.ts';
import { EXCEL_API_PATHS } from './excel/api.ts';
import { RESULTS_API_PATHS } from './results/api.ts';

/** Every call of the imports area (under `/api/`), one list per part. */
export const IMPORTS_API_PATHS: readonly string[] = [
  ...CSV_API_PATHS,
  ...EXCEL_API_PATHS,
  ...DOCS_API_PATHS,
  ...RESULTS_API_PATHS,
];
