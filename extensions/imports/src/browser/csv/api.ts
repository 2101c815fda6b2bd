import { apiRequest, replyJson, type HttpClient } from '@ontobench/sdk';
import {
  CSV_API,
  type ClassDto,
  type CsvCheck,
  type CsvImportEnd,
  type CsvPreview,
  type CsvRequest,
  type ModelDto,
} from '../../common/csv/api.ts';
import { RESULTS_API, type ImportResultDto } from '../../common/results/api.ts';

/** The CSV part's calls (common/csv/api.ts) and the results list. */
const call = async <T>(http: HttpClient, method: string, path: string, body?: unknown, signal?: AbortSignal) =>
  replyJson<T>(await apiRequest(http, method, path, body, signal));

export const previewCsv = (http: HttpClient, text: string, fileName: string) =>
  call<CsvPreview>(http, 'POST', CSV_API.preview, { text, fileName });

export const checkCsv = (http: HttpClient, request: CsvRequest) => call<CsvCheck>(http, 'POST', CSV_API.check, request);

export const listModels = async (http: HttpClient, signal?: AbortSignal) =>
  (await call<{ models: ModelDto[] }>(http, 'GET', CSV_API.models, undefined, signal)).models;

export const listClasses = async (http: HttpClient, modelId: string, signal?: AbortSignal) =>
  (await call<{ classes: ClassDto[] }>(http, 'GET', CSV_API.classes(encodeURIComponent(modelId)), undefined, signal))
    .classes;

export const readResult = (http: HttpClient, id: string) =>
  call<ImportResultDto>(http, 'GET', RESULTS_API.result(encodeURIComponent(id)));

export const listResults = async (http: HttpClient, signal?: AbortSignal) =>
  (await call<{ results: ImportResultDto[] }>(http, 'GET', RESULTS_API.results, undefined, signal)).results;

/** How far the job is: `checking`, `writing` (rows done of total), `done`, `error`. */
export interface CsvProgress {
  status: string;
  done?: number;
  total?: number;
}

interface JobStatus {
  status: 'pending' | 'completed' | 'error';
  progress?: CsvProgress;
}

const POLL_MS = 1000;

/**
 * Starts an import as a job (`deferred: true`: its ids at once), reports its progress while polling the
 * job's status every second (spec shell.md §4), then fetches its result (a refusal throws the server's
 * text) and deletes it on the server. CSV, Excel and documents alike.
 */
export async function runImport<End = CsvImportEnd>(
  http: HttpClient,
  path: string,
  body: object,
  onProgress: (progress: CsvProgress) => void,
  onStarted: (importId: string) => void = () => undefined,
  pollMs = POLL_MS,
): Promise<End> {
  // Not retried on a network failure: a second start would import the rows twice.
  const reply = await http.request(`/api/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...body, deferred: true }),
    noRetry: true,
  });
  const started = await replyJson<{ importId: string; requestId: string }>(reply);
  onStarted(started.importId);
  const base = `/api/data/requests/${encodeURIComponent(started.requestId)}`;
  for (;;) {
    const state = await replyJson<JobStatus>(await http.request(`${base}/status`));
    if (state.progress) onProgress(state.progress);
    if (state.status !== 'pending') {
      const result = await http.request(`${base}/result`);
      await http.request(base, { method: 'DELETE' }).catch(() => undefined);
      return replyJson<End>(result);
    }
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}

export const runCsv = (
  http: HttpClient,
  request: CsvRequest,
  onProgress: (progress: CsvProgress) => void,
  onStarted?: (importId: string) => void,
) => runImport(http, CSV_API.run, request, onProgress, onStarted);
