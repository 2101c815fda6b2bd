import { apiRequest, replyJson, type HttpClient } from '@ontobench/sdk';
import { DOCS_API, type DocsCheck, type DocsImportEnd, type DocsRequest } from '../../common/docs/api.ts';
import { runImport, type CsvProgress } from '../csv/api.ts';

/** The document import's calls (common/docs/api.ts). */
export const checkDocs = async (http: HttpClient, request: DocsRequest) =>
  replyJson<DocsCheck>(await apiRequest(http, 'POST', DOCS_API.check, request));

/** The import job of one file, its progress while it runs (csv/api.ts `runImport`). */
export const runDocs = (http: HttpClient, request: DocsRequest, onProgress: (progress: CsvProgress) => void) =>
  runImport<DocsImportEnd>(http, DOCS_API.run, request, onProgress);
