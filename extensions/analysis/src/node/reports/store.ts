import { randomUUID } from 'node:crypto';
import {
  PROP,
  UUID_PATTERN,
  filterLiteral,
  instanceRows,
  rowRefs,
  rowText,
  rowValue,
  type GetDataReply,
  type InstanceRow,
  type SetDataOperation,
} from '@ontobench/sdk/common';
import { HttpError, type DataReader } from '@ontobench/sdk/node';
import { ANALYSIS_CLASS } from '../../common/classes.ts';
import {
  REPORT_MAX_SOURCES,
  REPORT_MAX_TEMPLATE,
  type PreviewRequest,
  type ReportDto,
  type ReportSource,
} from '../../common/reports/api.ts';
import { REPORT_CLASS, REPORT_PROP } from '../../common/reports/schema.ts';
import { ALIAS_PATTERN, checkTemplate, TemplateError } from '../../common/reports/template/index.ts';
import { readRows } from '../shared/read-rows.ts';

/** One answer for a report that does not exist and one the user may not read. */
export const REPORT_NOT_FOUND = 'Отчёт не найден';

const FIELDS = [REPORT_PROP.template, REPORT_PROP.ssData, PROP.description, PROP.author, PROP.creationDate];

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The reports `read`'s user may read (all, or the one with `id`). */
export async function readReportRows(read: DataReader, id?: string): Promise<InstanceRow[]> {
  return readRows(read, REPORT_CLASS.Report, FIELDS, id);
}

/** The report as the user sees it, or a 404 (a malformed id is a report nobody can read). */
export async function readReportRow(read: DataReader, id: string): Promise<InstanceRow> {
  if (!UUID_PATTERN.test(id)) throw new HttpError(404, REPORT_NOT_FOUND);
  const row = (await readReportRows(read, id.toLowerCase()))[0];
  if (!row) throw new HttpError(404, REPORT_NOT_FOUND);
  return row;
}

/** The stored sources (`ssData`); what does not read as sources is none. */
function storedSources(text: string | null): ReportSource[] {
  try {
    const value: unknown = JSON.parse(text ?? '[]');
    return Array.isArray(value)
      ? value.filter(isObject).map((s) => ({ alias: String(s.alias ?? ''), search: String(s.search ?? '') }))
      : [];
  } catch {
    return [];
  }
}

/** A stored report as the calls carry it. */
export function reportDto(row: InstanceRow): ReportDto {
  const date = rowValue(row, PROP.creationDate);
  return {
    id: row.id,
    name: row.name,
    annotation: rowText(row, PROP.description) ?? '',
    author: rowRefs(row, PROP.author)[0]?.id ?? null,
    dateCreate: date === null ? null : String(date).slice(0, 10),
    template: rowText(row, REPORT_PROP.template) ?? '',
    sources: storedSources(rowText(row, REPORT_PROP.ssData)),
  };
}

/** The sources of a body checked: at most REPORT_MAX_SOURCES, aliases unique and well formed, search ids. */
export function checkSources(raw: unknown): ReportSource[] {
  if (raw === undefined) return [];
  if (!Array.isArray(raw)) throw new HttpError(400, 'sources должен быть списком { alias, search }');
  if (raw.length > REPORT_MAX_SOURCES) throw new HttpError(400, `Не больше ${REPORT_MAX_SOURCES} источников`);
  const seen = new Set<string>();
  return raw.map((s: unknown) => {
    if (!isObject(s) || typeof s.alias !== 'string' || typeof s.search !== 'string')
      throw new HttpError(400, 'Источник — это { alias, search }');
    const alias = s.alias.trim();
    if (!ALIAS_PATTERN.test(alias) || alias.length > 40)
      throw new HttpError(400, `Псевдоним «${alias}» не годится: буквы, цифры, «_» и «-», с буквы, до 40 символов`);
    if (seen.has(alias)) throw new HttpError(400, `Псевдоним «${alias}» повторяется`);
    seen.add(alias);
    if (!UUID_PATTERN.test(s.search)) throw new HttpError(400, `Источник «${alias}»: неверный идентификатор поиска`);
    return { alias, search: s.search.toLowerCase() };
  });
}

/** The template of a body checked against its sources' aliases: 400 with the line and column. */
export function checkedTemplate(raw: unknown, sources: readonly ReportSource[]): string {
  if (raw === undefined) return '';
  if (typeof raw !== 'string') throw new HttpError(400, 'template должен быть текстом');
  if (raw.length > REPORT_MAX_TEMPLATE) throw new HttpError(400, `Шаблон длиннее ${REPORT_MAX_TEMPLATE} символов`);
  try {
    checkTemplate(
      raw,
      sources.map((s) => s.alias),
    );
  } catch (error) {
    if (error instanceof TemplateError) throw new HttpError(400, error.message);
    throw error;
  }
  return raw;
}

/** `report-preview`'s body checked (400 otherwise). */
export function checkPreview(body: unknown): PreviewRequest {
  if (!isObject(body)) throw new HttpError(400, 'Тело запроса должно быть объектом');
  const sources = checkSources(body.sources);
  return {
    name: typeof body.name === 'string' ? body.name : '',
    annotation: typeof body.annotation === 'string' ? body.annotation : '',
    template: checkedTemplate(body.template ?? '', sources),
    sources,
  };
}

/** The searches among `ids` the user may read. */
async function readableSearches(read: DataReader, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const reply = (await read({
    act: 'get_data',
    class: ANALYSIS_CLASS.SemanticSearch,
    filter: `[id] in (${ids.map(filterLiteral).join(', ')})`,
    limit: ids.length,
  })) as GetDataReply;
  return new Set(instanceRows(reply).map((r) => r.id));
}

/**
 * The set_data operations that write a report from the calls' input (name, annotation, template,
 * sources as `source` links and `ssData`), 400 on bad input: a search the user may not read cannot
 * become a source.
 */
export async function reportWrites(read: DataReader, inst: string | null, body: unknown) {
  if (!isObject(body)) throw new HttpError(400, 'Тело запроса должно быть объектом');
  const name = typeof body.name === 'string' ? body.name.trim() : '';
  if (!name || name.length > 200) throw new HttpError(400, 'Укажите название отчёта (до 200 символов)');
  if (body.annotation !== undefined && (typeof body.annotation !== 'string' || body.annotation.length > 5000))
    throw new HttpError(400, 'Аннотация — текст до 5000 символов');
  const sources = checkSources(body.sources);
  const template = checkedTemplate(body.template, sources);
  const readable = await readableSearches(read, [...new Set(sources.map((s) => s.search))]);
  const missing = sources.find((s) => !readable.has(s.search));
  if (missing) throw new HttpError(400, `Источник «${missing.alias}»: семантический поиск не найден`);
  const id = inst ?? randomUUID();
  const upd = (prop: string, val: string | string[] | null): SetDataOperation => ({ op: 'upd', inst: id, prop, val });
  const searches = [...readable];
  const data: SetDataOperation[] = [
    inst ? upd(PROP.name, name) : { op: 'new', class: REPORT_CLASS.Report, name, inst: id },
    upd(PROP.description, typeof body.annotation === 'string' ? body.annotation : ''),
    upd(REPORT_PROP.template, template),
    upd(REPORT_PROP.ssData, JSON.stringify(sources)),
    upd(REPORT_PROP.source, searches.length > 0 ? searches : null),
  ];
  return { id, data };
}
