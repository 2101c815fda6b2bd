import { randomUUID } from 'node:crypto';
import { PROP, UUID_PATTERN, rowRefs, rowText, rowValue, type InstanceRow } from '@ontobench/sdk/common';
import { HttpError, type DataReader } from '@ontobench/sdk/node';
import type { OwlRuleDto, OwlRuleInput } from '../../common/rules/api.ts';
import type { RuleModel, RuleTerms } from '../../common/rules/model.ts';
import { RULE_CLASS, RULE_PROP } from '../../common/rules/schema.ts';
import { ruleText, swrlText } from '../../common/rules/text.ts';
import { checkRule, parseRule, termIdsOf } from '../../common/rules/validate.ts';
import { readRows } from '../shared/read-rows.ts';
import { readRuleTerms } from './terms.ts';

/** One answer for a rule that does not exist and one the user may not read. */
export const RULE_NOT_FOUND = 'Правило не найдено';

const FIELDS = [
  RULE_PROP.jsonStr,
  RULE_PROP.ruleText,
  RULE_PROP.swrl,
  RULE_PROP.noConnectionToComputedProp,
  PROP.author,
  PROP.creationDate,
  PROP.subjectArea,
];

/** The id of a path as the store writes it, or a 404 (a malformed id is a rule nobody can read). */
export function checkRuleId(id: unknown, notFound = RULE_NOT_FOUND): string {
  if (typeof id !== 'string' || !UUID_PATTERN.test(id)) throw new HttpError(404, notFound);
  return id.toLowerCase();
}

/** The rules `read`'s user may read (all of them, or the one with `id`), newest first by name. */
export async function readRuleRows(read: DataReader, id?: string): Promise<InstanceRow[]> {
  return readRows(read, RULE_CLASS.OwlRule, FIELDS, id);
}

/** The rule as the user sees it, or a 404. */
export async function readRuleRow(read: DataReader, id: string): Promise<InstanceRow> {
  const row = (await readRuleRows(read, checkRuleId(id)))[0];
  if (!row) throw new HttpError(404, RULE_NOT_FOUND);
  return row;
}

/** The stored model; a stored `json_str` that no longer parses is the rule's problem, said as 400. */
export function modelOf(row: InstanceRow): RuleModel {
  const model = parseRule(rowText(row, RULE_PROP.jsonStr) ?? '');
  if ('error' in model) throw new HttpError(400, `Правило «${row.name}» повреждено: ${model.error}`);
  return model;
}

/** A stored rule as the calls carry it. */
export function ruleDto(row: InstanceRow): OwlRuleDto {
  const date = rowValue(row, PROP.creationDate);
  return {
    id: row.id,
    name: row.name,
    author: rowRefs(row, PROP.author)[0]?.id ?? null,
    dateCreate: date === null ? null : String(date).slice(0, 10),
    subjectArea: rowRefs(row, PROP.subjectArea)[0]?.id ?? null,
    model: modelOf(row),
    ruleText: rowText(row, RULE_PROP.ruleText) ?? '',
    swrl: rowText(row, RULE_PROP.swrl) ?? '',
    noConnectionToComputedProp: rowValue(row, RULE_PROP.noConnectionToComputedProp) === true,
  };
}

/** The model checked against what the user sees of the store, with its terms. */
export async function checkedModel(read: DataReader, raw: unknown): Promise<{ model: RuleModel; terms: RuleTerms }> {
  const model = parseRule(raw);
  if ('error' in model) throw new HttpError(400, model.error);
  const terms = await readRuleTerms(read, termIdsOf(model));
  const problem = checkRule(model, terms);
  if (problem) throw new HttpError(400, problem.error);
  return { model, terms };
}

/**
 * The set_data operations that write a rule from the calls' input: the name, `json_str` (links
 * derived anew), the derived `ruleText` and `swrl`, the flag and the subject area. 400 on bad input.
 */
export async function ruleWrites(read: DataReader, inst: string | null, body: unknown) {
  const input = (body ?? {}) as Partial<OwlRuleInput>;
  const name = typeof input.name === 'string' ? input.name.trim() : '';
  if (!name || name.length > 200) throw new HttpError(400, 'Укажите название правила (до 200 символов)');
  const { model, terms } = await checkedModel(read, input.model);
  if (input.subjectArea != null && (typeof input.subjectArea !== 'string' || !UUID_PATTERN.test(input.subjectArea)))
    throw new HttpError(400, 'Неверная предметная область');
  const id = inst ?? randomUUID();
  const upd = (prop: string, val: unknown) => ({ op: 'upd', inst: id, prop, val });
  return {
    id,
    data: [
      inst ? upd(PROP.name, name) : { op: 'new', class: RULE_CLASS.OwlRule, name, inst: id },
      upd(RULE_PROP.jsonStr, JSON.stringify(model)),
      upd(RULE_PROP.ruleText, ruleText(model, terms)),
      upd(RULE_PROP.swrl, swrlText(model, terms)),
      upd(RULE_PROP.noConnectionToComputedProp, input.noConnectionToComputedProp === true),
      ...(input.subjectArea !== undefined ? [upd(PROP.subjectArea, input.subjectArea ?? null)] : []),
    ],
  };
}
