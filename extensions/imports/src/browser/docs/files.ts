import type { DocsCheck, DocsImportEnd } from '../../common/docs/api.ts';
import type { CsvProgress } from '../csv/api.ts';

/** One chosen file on `/docs-import` and where it is: read, checked (or refused), imported (or failed). */
export interface DocsFile {
  key: string;
  name: string;
  base64: string | null;
  status: 'checking' | 'checked' | 'refused' | 'running' | 'done' | 'failed';
  check?: DocsCheck;
  error?: string;
  progress?: CsvProgress | null;
  end?: DocsImportEnd;
}

/** The files a run takes: checked and not imported yet. */
export const runnable = (files: readonly DocsFile[]) => files.filter((f) => f.status === 'checked' && f.base64);

/** `files` with the one keyed `key` changed. */
export const changed = (files: readonly DocsFile[], key: string, change: Partial<DocsFile>): DocsFile[] =>
  files.map((f) => (f.key === key ? { ...f, ...change } : f));
