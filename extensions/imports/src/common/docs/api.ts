/**
 * The document import (issue 21 item 4; shell.md §2 `/docs-import`): a Word file (.docx) or a Markdown
 * file (.md) becomes a document of the documents area. The file travels base64 in a JSON body, one file a
 * call; a page importing several files makes one call (one job, one result record) per file.
 */
export type DocsFormat = 'docx' | 'markdown';

/** `POST imports/docs/check` and `…/run` take this (run also `deferred?`). */
export interface DocsRequest {
  /** The file's bytes, base64. */
  file: string;
  fileName: string;
}

/** The dry run's answer: what the document will be, nothing written. */
export interface DocsCheck {
  fileName: string;
  format: DocsFormat;
  /** The new document's name: the first heading, else the file name without its extension. */
  name: string;
  headings: { level: number; text: string }[];
  paragraphs: number;
  images: number;
  tables: number;
  /** What the conversion left out or could not read (Russian). */
  warnings: string[];
}

/** The import's end: its result record and the new document. */
export interface DocsImportEnd {
  importId: string;
  documentId: string;
  name: string;
}

/** The largest file accepted (base64 in the JSON body makes it 4/3 of this). */
export const DOCS_MAX_BYTES = 20 * 1024 * 1024;

export const DOCS_API = {
  /** POST DocsRequest → DocsCheck. */
  check: 'imports/docs/check',
  /** POST DocsRequest & `{ deferred? }` → `{ importId, requestId }` (deferred) or DocsImportEnd. */
  run: 'imports/docs/run',
};

export const DOCS_API_PATHS: readonly string[] = [DOCS_API.check, DOCS_API.run];

/** The file types the page offers and the server reads, by extension. */
export const DOCS_EXTENSIONS: Readonly<Record<string, DocsFormat>> = {
  '.docx': 'docx',
  '.md': 'markdown',
  '.markdown': 'markdown',
};

/** The format of a file by its name's extension; null for any other. */
export function docsFormatOf(fileName: string): DocsFormat | null {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? null : (DOCS_EXTENSIONS[fileName.slice(dot).toLowerCase()] ?? null);
}

/** Where a document opens: the documents area's viewer (its route path; the areas share paths, not code). */
export const documentViewPath = (id: string) => `/docs/view/${encodeURIComponent(id)}`;
