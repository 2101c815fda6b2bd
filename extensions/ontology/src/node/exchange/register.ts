import {
  fileReply,
  HttpError,
  RULES_EXPORT,
  type RouteRequest,
  type ServerExtensionContext,
  dataAs,
} from '@ontobench/sdk/node';
import { EXCHANGE_FORMATS, EXPORT_WARNINGS_HEADER, type ExchangeFormat } from '../../common/exchange.ts';
import type { OntologyState } from '../../common/state.ts';
import type { DataRunner } from './data-runner.ts';
import { diffStates, KNOWN_DIFF_FIELDS } from './diff.ts';
import { exportOntology } from './exporter.ts';
import { importOntology, type ImportInput } from './importer.ts';
import { parseStateJson } from './json-state.ts';
import { ParseFailure } from './rdf-formats.ts';
import { readOntologyState } from './state-reader.ts';

/** An uploaded ontology or state file may be large; JSON bodies elsewhere stay at 1 MB. */
const IMPORT_BODY_LIMIT = 32 * 1024 * 1024;
/** The job that imports a file (queue `ontology.import`, docs/jobs.md). */
const IMPORT_JOB = 'import';
/** How long the request waits for the import before answering with the job's id instead. */
const IMPORT_WAIT_MS = 5_000;

/**
 * The exchange part's endpoints: the ontology state document, OWL/JSON export and import, and the
 * diff of two states. Every one reads and writes as the signed-in user through the data API.
 */
export async function registerExchange(ctx: ServerExtensionContext): Promise<void> {
  // An import is a job: its progress reaches the user (IMPORT_STATUS_UPDATE notices, JOB_PROGRESS for the
  // dialog), and it survives the request. Not run twice: a write list lands whole, and a process that
  // died before recording the result may have committed it.
  await ctx.jobs.define<ImportInput>(
    IMPORT_JOB,
    async (job) => {
      const user = job.user;
      if (!user) throw new HttpError(400, 'Импорт выполняется от имени пользователя');
      return importOntology(dataAs(ctx.data, user), { ...job.data, importId: job.id }, (update, progress) => {
        if (update) void ctx.notifier.importStatus(user.id, update).catch(() => undefined);
        void job.progress(progress).catch(() => undefined);
      });
    },
    { retryLimit: 0, expireInSeconds: 30 * 60 },
  );

  const runnerOf = async (request: RouteRequest): Promise<{ run: DataRunner; userId: string }> => {
    const user = await request.user();
    return { run: dataAs(ctx.data, user), userId: user.id };
  };

  ctx.route('GET', 'ontology/:id/state', async (request) =>
    readOntologyState((await runnerOf(request)).run, request.params.id ?? ''),
  );

  ctx.route('GET', 'ontology/:id/export', async (request) => {
    const { run } = await runnerOf(request);
    const rules = ctx.services.optional(RULES_EXPORT);
    const file = await exportOntology(
      run,
      request.params.id ?? '',
      request.query.format,
      rules && ((terms) => rules.swrlRules(run, terms)),
    );
    return fileReply(file.body, {
      contentType: file.contentType,
      fileName: file.fileName,
      headers: { [EXPORT_WARNINGS_HEADER]: encodeURIComponent(JSON.stringify(file.warnings)) },
    });
  });

  ctx.route(
    'POST',
    'ontology/import',
    async (request) => {
      const user = await request.user();
      const body = bodyObject(request.body);
      const format = body.format === undefined || body.format === '' ? undefined : String(body.format);
      if (format !== undefined && !EXCHANGE_FORMATS.includes(format as ExchangeFormat))
        throw new HttpError(
          400,
          `Неизвестный формат ${JSON.stringify(format)}; возможны: ${EXCHANGE_FORMATS.join(', ')}`,
        );
      const text = typeof body.text === 'string' ? body.text : typeof body.file === 'string' ? body.file : '';
      // Refused at once, before a job exists (the job checks again, with the parser's reasons).
      if (text.trim() === '') throw new HttpError(400, 'Файл пуст');
      const input: ImportInput = {
        text,
        format: format as ExchangeFormat | undefined,
        fileName: optionalString(body.fileName),
        name: optionalString(body.name),
        target: optionalString(body.target),
      };
      const id = await ctx.jobs.enqueue(IMPORT_JOB, input, { user });
      // `deferred: true` (the import dialog, which shows the progress): the job's id at once.
      const end =
        body.deferred === true || body.deferred === 'true' ? null : await ctx.jobs.waitFor(id, IMPORT_WAIT_MS);
      if (!end) return { requestId: id, importId: id };
      if (end.status === 'error') throw new HttpError(end.errorStatus, end.error);
      return end.result;
    },
    { bodyLimit: IMPORT_BODY_LIMIT },
  );

  ctx.route(
    'POST',
    'ontologyDiff/diff',
    async (request) => {
      await request.user();
      const body = bodyObject(request.body);
      const problems: string[] = [];
      const state = (field: 'state1' | 'state2'): OntologyState | null => {
        const value = body[field];
        if (value === undefined || value === '') {
          problems.push(`${field}: не передан`);
          return null;
        }
        try {
          return parseStateJson(typeof value === 'string' ? value : JSON.stringify(value), field);
        } catch (error) {
          if (error instanceof ParseFailure) problems.push(error.message);
          else throw error;
          return null;
        }
      };
      const state1 = state('state1');
      const state2 = state('state2');
      if (!state1 || !state2) throw new HttpError(400, `Состояния онтологии не прочитаны: ${problems.join('; ')}`);
      const ignored = ignoredFields(body.ignoredProps);
      return diffStates(state1, state2, ignored);
    },
    { bodyLimit: IMPORT_BODY_LIMIT },
  );
}

function bodyObject(body: unknown): Record<string, unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new HttpError(400, 'Ожидается JSON-объект или форма');
  return body as Record<string, unknown>;
}

const optionalString = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() !== '' ? v : undefined);

/** ignoredProps: a list, a JSON list in a form field, or names separated by commas. */
function ignoredFields(value: unknown): string[] {
  if (value === undefined || value === null || value === '') return [];
  let list: unknown = value;
  if (typeof value === 'string') {
    try {
      list = value.trim().startsWith('[') ? JSON.parse(value) : value.split(',');
    } catch {
      throw new HttpError(400, 'ignoredProps: не список');
    }
  }
  if (!Array.isArray(list) || !list.every((x) => typeof x === 'string'))
    throw new HttpError(400, 'ignoredProps: ожидается список имён полей');
  const names = list.map((x: string) => x.trim()).filter(Boolean);
  const unknown = names.filter((n) => !KNOWN_DIFF_FIELDS.has(n));
  if (unknown.length)
    throw new HttpError(
      400,
      `ignoredProps: неизвестные поля ${unknown.join(', ')}; возможны: ${[...KNOWN_DIFF_FIELDS].join(', ')}`,
    );
  return names;
}
