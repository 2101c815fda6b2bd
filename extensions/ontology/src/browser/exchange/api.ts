import { downloadFile, type HttpClient } from '@ontobench/sdk';
import {
  EXPORT_WARNINGS_HEADER,
  type DiffReply,
  type ExchangeFormat,
  type ExportWarnings,
  type ImportFidelity,
} from '../../common/exchange.ts';
import type { OntologyState } from '../../common/state.ts';
import { replyJson } from '../ontology-api.ts';

/** The exchange endpoints (docs/ontology-exchange.md), called through the shell's HTTP client. */

export interface ImportReply {
  importId: string;
  ontologyId: string;
  format: ExchangeFormat;
  counts: { classes: number; objectProperties: number; dataProperties: number; individuals: number };
  warnings: string[];
  /** RDF imports: statements kept as the ontology's axioms, and those lost (also in `warnings`). */
  axioms?: ImportFidelity['axioms'];
  lost?: ImportFidelity['lost'];
}

/** How far the import job is (docs/jobs.md): `parsing`, `writing` (total operations), `layout` (ticks), `done`, `error`. */
export interface ImportProgress {
  status: string;
  done?: number;
  total?: number;
}

interface JobStatus {
  status: 'pending' | 'completed' | 'error';
  error?: string;
  progress?: ImportProgress;
}

/** The server's job ids are polled every second, like deferred data requests (spec shell.md §4). */
const POLL_MS = 1000;

/**
 * Starts the import as a job (`deferred: true`: the server answers its id at once), reports its progress
 * while polling its status, then fetches the result and deletes it on the server.
 */
export async function importOntology(
  http: HttpClient,
  input: { text: string; fileName: string; format?: ExchangeFormat; name?: string },
  onProgress: (progress: ImportProgress) => void = () => undefined,
  pollMs = POLL_MS,
): Promise<ImportReply> {
  const reply = await http.request('/api/ontology/import', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...input, deferred: true }),
    noRetry: true,
  });
  const started = await replyJson<ImportReply | { requestId: string }>(reply);
  if (!('requestId' in started)) return started;
  const base = `/api/data/requests/${encodeURIComponent(started.requestId)}`;
  for (;;) {
    const state = await replyJson<JobStatus>(await http.request(`${base}/status`));
    if (state.progress) onProgress(state.progress);
    if (state.status !== 'pending') {
      const result = await http.request(`${base}/result`);
      await http.request(base, { method: 'DELETE' }).catch(() => undefined);
      return replyJson<ImportReply>(result);
    }
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}

/** What an export left out, from its header (none when the header is missing or unreadable). */
export function exportWarningsOf(header: string | null): ExportWarnings {
  if (!header) return {};
  try {
    return JSON.parse(decodeURIComponent(header)) as ExportWarnings;
  } catch {
    return {};
  }
}

/** Downloads the export as the file the server names (Content-Disposition), with what it left out. */
export async function downloadExport(
  http: HttpClient,
  id: string,
  format: ExchangeFormat,
): Promise<{ fileName: string; warnings: ExportWarnings }> {
  const path = `/api/ontology/${encodeURIComponent(id)}/export?format=${format}`;
  const { fileName, headers } = await downloadFile(http, path, `ontology.${format}`);
  return { fileName, warnings: exportWarningsOf(headers.get(EXPORT_WARNINGS_HEADER)) };
}

/** domain.md §7: the diff is a form with session, state1, state2 and ignoredProps. */
export async function diffStates(
  http: HttpClient,
  session: string | null,
  state1: string,
  state2: string,
  ignoredProps: readonly string[] = [],
): Promise<DiffReply> {
  const form = new FormData();
  if (session) form.append('session', session);
  form.append('state1', new Blob([state1], { type: 'application/json' }), 'state1.json');
  form.append('state2', new Blob([state2], { type: 'application/json' }), 'state2.json');
  form.append('ignoredProps', JSON.stringify(ignoredProps));
  const reply = await http.request('/api/ontologyDiff/diff', { method: 'POST', body: form, noRetry: true });
  return replyJson<DiffReply>(reply);
}

/** The ontology's axioms (Turtle), read with its state document; null when it has none. */
export async function loadAxioms(http: HttpClient, ontologyId: string): Promise<string | null> {
  const reply = await http.request(`/api/ontology/${encodeURIComponent(ontologyId)}/state`);
  const state = await replyJson<OntologyState>(reply);
  return state.ontology.axioms?.trim() ? state.ontology.axioms : null;
}
