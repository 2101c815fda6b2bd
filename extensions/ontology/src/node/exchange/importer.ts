import { randomUUID } from 'node:crypto';
import { HttpError, type JobProgress } from '@ontobench/sdk/node';
import { ONTO_CLASS } from '../../common/schema.ts';
import { detectFormat, EXCHANGE_FORMATS, type ExchangeFormat, type ImportFidelity } from '../../common/exchange.ts';
import type { OntologyState } from '../../common/state.ts';
import { UUID_PATTERN } from '@ontobench/sdk/common';
import { getData, setData, type DataRunner } from './data-runner.ts';
import { planImport } from './import-plan.ts';
import { parseStateJson } from './json-state.ts';
import { ParseFailure } from './rdf-formats.ts';
import { mapRdfFile } from './rdf-import.ts';
import { FALLBACK_ONTOLOGY_NAME } from './rdf-to-state.ts';
import { ONTOLOGY_NOT_FOUND } from './state-reader.ts';
import { layOutOntologyMap } from '../maps/map-layout.ts';

export interface ImportInput {
  text: string;
  /** Detected from the file name and the content when absent. */
  format?: ExchangeFormat;
  fileName?: string;
  /** The new ontology's name; defaults to the file's ontology label, then the file name. */
  name?: string;
  /** Import into this existing ontology instead of a new one (the user must be allowed to change it). */
  target?: string;
  /** The import's id in IMPORT_STATUS_UPDATE and the reply (the job's id when run as a job); default new. */
  importId?: string;
}

export interface ImportResult {
  importId: string;
  ontologyId: string;
  format: ExchangeFormat;
  counts: { classes: number; objectProperties: number; dataProperties: number; individuals: number };
  warnings: string[];
  /** RDF imports: the statements kept as axioms and those lost, by predicate (JSON imports: none). */
  axioms: ImportFidelity['axioms'];
  lost: ImportFidelity['lost'];
}

/** Progress as IMPORT_STATUS_UPDATE statuses (server texts, shown as they are by the shell's notice). */
export const IMPORT_STATUS = {
  parsing: 'разбор файла',
  writing: (n: number) => `запись: ${n} операций`,
  layout: 'раскладка карты',
  done: (n: number) => `готово, объектов: ${n}`,
  error: (reason: string) => `ошибка: ${reason}`,
} as const;

/**
 * Progress: the spec's notice (a server text) and a code the import dialog translates: `parsing`,
 * `writing` with the number of operations, `layout` with ticks done and in all, `done` with the number
 * of objects, `error`. `update` is null when only the counts moved on: a notice goes out per stage.
 */
export type StatusSink = (
  update: { importId: string; importName: string; status: string } | null,
  progress: JobProgress,
) => void;

/**
 * Imports an ontology file as the user: parse it completely first (a malformed file is a 400 with the
 * parser's line and reason, and nothing is written), map it to a state document, then write it with
 * ONE set_data list — the store runs a list in one transaction, so an import lands whole or not at all.
 */
export async function importOntology(run: DataRunner, input: ImportInput, status: StatusSink): Promise<ImportResult> {
  const importId = input.importId ?? randomUUID();
  const importName = input.name?.trim() || input.fileName || 'OWL';
  let said = '';
  const say = (s: string, progress: JobProgress) => {
    status(s === said ? null : { importId, importName, status: s }, progress);
    said = s;
  };
  try {
    if (typeof input.text !== 'string' || input.text.trim() === '') throw new HttpError(400, 'Файл пуст');
    const format = input.format ?? detectFormat(input.fileName, input.text);
    if (!format || !EXCHANGE_FORMATS.includes(format))
      throw new HttpError(400, `Формат файла не распознан; укажите format: ${EXCHANGE_FORMATS.join(', ')}`);
    if (input.target !== undefined) await checkTarget(run, input.target);
    say(IMPORT_STATUS.parsing, { status: 'parsing' });
    let state: OntologyState;
    let warnings: string[] = [];
    let fidelity: ImportFidelity = { axioms: { total: 0, byPredicate: [] }, lost: { total: 0, byPredicate: [] } };
    try {
      if (format === 'json') {
        state = parseStateJson(input.text);
        if (input.name?.trim()) state.ontology.name = input.name.trim();
      } else {
        const mapped = await mapRdfFile(input.text, format, input.name?.trim() || undefined);
        state = mapped.state;
        warnings = mapped.warnings;
        fidelity = mapped.fidelity;
        // A file without an ontology label is named after the file.
        if (state.ontology.name === FALLBACK_ONTOLOGY_NAME && input.fileName)
          state.ontology.name = input.fileName.replace(/\.[^.]+$/, '') || FALLBACK_ONTOLOGY_NAME;
      }
    } catch (error) {
      if (error instanceof ParseFailure) throw new HttpError(400, error.message);
      throw error;
    }
    const plan = planImport(state, input.target?.toLowerCase());
    say(IMPORT_STATUS.writing(plan.ops.length), { status: 'writing', total: plan.ops.length });
    await setData(run, plan.ops);
    await layOutMap(run, plan.ontologyId, say);
    const total =
      plan.counts.classes + plan.counts.objectProperties + plan.counts.dataProperties + plan.counts.individuals;
    say(IMPORT_STATUS.done(total), { status: 'done', done: total, total });
    return {
      importId,
      ontologyId: plan.ontologyId,
      format,
      counts: plan.counts,
      warnings: [...warnings, ...plan.warnings],
      ...fidelity,
    };
  } catch (error) {
    say(IMPORT_STATUS.error(error instanceof Error && 'statusCode' in error ? error.message : 'внутренняя ошибка'), {
      status: 'error',
    });
    throw error;
  }
}

/**
 * The imported ontology's map, laid out and stored now, so its first open draws at once. The import
 * has landed by then: a failure here is logged, and the map lays itself out when opened, as before.
 */
async function layOutMap(run: DataRunner, ontologyId: string, say: (s: string, p: JobProgress) => void) {
  say(IMPORT_STATUS.layout, { status: 'layout', done: 0 });
  try {
    await layOutOntologyMap(run, ontologyId, ({ done, total }) =>
      say(IMPORT_STATUS.layout, { status: 'layout', done, total }),
    );
  } catch (error) {
    console.warn(`The map of imported ontology ${ontologyId} was not laid out`, error);
  }
}

async function checkTarget(run: DataRunner, target: string): Promise<void> {
  if (!UUID_PATTERN.test(target)) throw new HttpError(404, ONTOLOGY_NOT_FOUND);
  const reply = await getData(run, {
    class: ONTO_CLASS.Ontology,
    filter: `[id] = '${target.toLowerCase()}'`,
    limit: 1,
  });
  const row = reply.rows[0];
  if (!row) throw new HttpError(404, ONTOLOGY_NOT_FOUND);
  if (row.readonly) throw new HttpError(403, 'Нет прав на изменение этой онтологии');
}
