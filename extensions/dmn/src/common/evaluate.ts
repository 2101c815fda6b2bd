import { date as feelDate, evaluate as feelEvaluate, unaryTest } from 'feelin';
import type { EvaluateReply } from './api.ts';
import { DmnInputError, inputKey, inputName, inputValue } from './inputs.ts';
import { readDecisionTables, type DecisionOutput, type DecisionTableModel } from './table.ts';

/**
 * The evaluator of decision tables (domain.md §3 "DMN table": hit policy, columns, rules, rule values; issue
 * 17 item 6), shared by the test panel in the browser and `dmn.evaluate` on the server, so both give the same
 * answer. Input entries are FEEL unary tests (`unaryTest(entry, { ...context, '?': value })`), input
 * expressions and output entries FEEL expressions (`evaluate`), with feelin. `-` and an empty entry match
 * anything. docs/dmn.md "Evaluation" tells the hit policies.
 */

/** A table that cannot be evaluated for these inputs (a broken entry, a violated hit policy): the message is Russian. */
export class DmnEvaluationError extends Error {}

/** What `evaluateDecisions` answers: the evaluated decision's matched rules and outputs, and its name. */
export interface DecisionResult extends EvaluateReply {
  decisionId: string;
  decisionName: string;
}

type Context = Record<string, unknown>;

const SINGLE_HIT = new Set(['UNIQUE', 'FIRST', 'PRIORITY', 'ANY']);

/** A FEEL value as JSON (a FEEL date becomes `YYYY-MM-DD`; anything unrepresentable becomes null). */
function plain(value: unknown): unknown {
  if (value === undefined) return null;
  const text = JSON.stringify(value);
  return text === undefined ? null : (JSON.parse(text) as unknown);
}

/** FEEL's answer, or a DmnEvaluationError with `where` when the text is not FEEL. */
function feel<T>(run: () => { value: T }, where: string, text: string): T {
  try {
    return run().value;
  } catch (error) {
    const reason = error instanceof Error ? `: ${error.message}` : '';
    throw new DmnEvaluationError(`${where}: выражение «${text}» не читается${reason}`);
  }
}

const blank = (entry: string | undefined) => {
  const text = (entry ?? '').trim();
  return text === '' || text === '-';
};

const outputKey = (output: DecisionOutput) => output.name || output.label || output.id;
const ruleList = (rules: number[]) => rules.map((r) => `№ ${r + 1}`).join(', ');

/** The values of the input columns: given by name (checked by type), else the input expression evaluated. */
function inputValues(table: DecisionTableModel, context: Context): unknown[] {
  return table.inputs.map((input) => {
    const key = inputKey(input);
    const given = [input.expression, input.label, input.id].find((k) => k && k in context && context[k] !== null);
    let value: unknown;
    if (given !== undefined) value = inputValue(context[given], input);
    else if (input.expression)
      value = feel(() => feelEvaluate(input.expression, context), `Столбец «${inputName(input)}»`, input.expression);
    else value = null;
    if (input.typeRef === 'date' && typeof value === 'string') value = feelDate(value);
    if (key) context[key] = value;
    return value;
  });
}

function matches(table: DecisionTableModel, r: number, values: unknown[], context: Context): boolean {
  const rule = table.rules[r]!;
  return table.inputs.every((input, i) => {
    const entry = rule.inputEntries[i];
    if (blank(entry)) return true;
    const where = `Правило № ${r + 1}, столбец «${inputName(input)}»`;
    return feel(() => unaryTest(entry!.trim(), { ...context, '?': values[i] }), where, entry!) === true;
  });
}

function outputsOf(table: DecisionTableModel, r: number, context: Context): Record<string, unknown> {
  const rule = table.rules[r]!;
  const record: Record<string, unknown> = {};
  table.outputs.forEach((output, i) => {
    const entry = rule.outputEntries[i];
    const where = `Правило № ${r + 1}, результат «${output.label || outputKey(output)}»`;
    record[outputKey(output)] = blank(entry)
      ? null
      : plain(feel(() => feelEvaluate(entry!.trim(), context), where, entry!));
  });
  return record;
}

/** The allowed values of each output (`"high","low"` → ['high', 'low']), for the priorities. */
function priorities(table: DecisionTableModel): unknown[][] {
  return table.outputs.map((output) => {
    if (!output.allowed) return [];
    const list = feel(() => feelEvaluate(`[${output.allowed}]`), `Результат «${outputKey(output)}»`, output.allowed);
    return Array.isArray(list) ? list.map(plain) : [];
  });
}

/** Hits sorted by their outputs' priority (the order of the allowed values; first output first); stable. */
function byPriority(table: DecisionTableModel, hits: { rule: number; out: Record<string, unknown> }[]) {
  const lists = priorities(table);
  const rank = (out: Record<string, unknown>) =>
    table.outputs.map((o, i) => {
      const at = lists[i]!.findIndex((v) => JSON.stringify(v) === JSON.stringify(out[outputKey(o)]));
      return at < 0 ? lists[i]!.length : at;
    });
  return [...hits].sort((a, b) => {
    const [ra, rb] = [rank(a.out), rank(b.out)];
    const diff = ra.findIndex((v, i) => v !== rb[i]);
    return diff < 0 ? a.rule - b.rule : ra[diff]! - rb[diff]!;
  });
}

function aggregate(table: DecisionTableModel, outs: Record<string, unknown>[]): Record<string, unknown> {
  const how = table.aggregation!;
  const record: Record<string, unknown> = {};
  for (const output of table.outputs) {
    const key = outputKey(output);
    const values = outs.map((o) => o[key]).filter((v) => v !== null && v !== undefined);
    if (how === 'COUNT') {
      record[key] = values.length;
      continue;
    }
    const bad = values.find((v) => typeof v !== 'number');
    if (bad !== undefined)
      throw new DmnEvaluationError(`Агрегация ${how}: значение «${String(bad)}» результата «${key}» не число`);
    const numbers = values as number[];
    if (numbers.length === 0) record[key] = null;
    else if (how === 'SUM') record[key] = numbers.reduce((a, b) => a + b, 0);
    else record[key] = how === 'MIN' ? Math.min(...numbers) : Math.max(...numbers);
  }
  return record;
}

/**
 * One decision table for `inputs` (values by input name: the input expression, label or id). The reply's
 * `matched` are the rules that give the result (0-based, table order), `outputs` the result: one record
 * for Unique, First, Priority and Any (none when no rule matched); one per matched rule for Collect, Rule
 * order (table order) and Output order (by priority); one aggregated record for Collect with SUM, MIN, MAX
 * or COUNT. Unique with more than one match, Any with differing outputs, a broken entry or a value of the
 * wrong type: DmnEvaluationError.
 */
export function evaluateTable(table: DecisionTableModel, inputs: Record<string, unknown>): EvaluateReply {
  const context: Context = { ...inputs };
  let values: unknown[];
  try {
    values = inputValues(table, context);
  } catch (error) {
    if (error instanceof DmnInputError) throw new DmnEvaluationError(error.message);
    throw error;
  }
  const matched = table.rules.map((_, r) => r).filter((r) => matches(table, r, values, context));
  const hits = matched.map((rule) => ({ rule, out: outputsOf(table, rule, context) }));
  const reply = (chosen: typeof hits): EvaluateReply => ({
    matched: chosen.map((h) => h.rule),
    outputs: chosen.map((h) => h.out),
  });
  switch (table.hitPolicy) {
    case 'UNIQUE':
      if (hits.length > 1)
        throw new DmnEvaluationError(
          `Политика UNIQUE: подошли правила ${ruleList(matched)}, а подойти может не больше одного`,
        );
      return reply(hits);
    case 'FIRST':
      return reply(hits.slice(0, 1));
    case 'PRIORITY':
      return reply(byPriority(table, hits).slice(0, 1));
    case 'ANY': {
      const differ = hits.find((h) => JSON.stringify(h.out) !== JSON.stringify(hits[0]!.out));
      if (differ)
        throw new DmnEvaluationError(
          `Политика ANY: правила № ${hits[0]!.rule + 1} и № ${differ.rule + 1} дают разные результаты`,
        );
      return { matched, outputs: hits.slice(0, 1).map((h) => h.out) };
    }
    case 'OUTPUT ORDER':
      return { matched, outputs: byPriority(table, hits).map((h) => h.out) };
    case 'COLLECT':
      if (table.aggregation)
        return {
          matched,
          outputs: [
            aggregate(
              table,
              hits.map((h) => h.out),
            ),
          ],
        };
      return reply(hits);
    default:
      return reply(hits);
  }
}

/** What a required decision gives the ones requiring it: its outputs by name, and its result by its name. */
function passOn(table: DecisionTableModel, reply: EvaluateReply): Context {
  const single = SINGLE_HIT.has(table.hitPolicy) || table.aggregation !== null;
  const unwrap = (record: Record<string, unknown>) =>
    table.outputs.length === 1 ? record[outputKey(table.outputs[0]!)] : record;
  const result = single ? (reply.outputs[0] ? unwrap(reply.outputs[0]) : null) : reply.outputs.map(unwrap);
  const given: Context = single ? { ...(reply.outputs[0] ?? {}) } : {};
  given[table.decisionName || table.decisionId] = result;
  return given;
}

/**
 * The decisions of one DMN (a DRD): `decisionId`'s table (none: the first decision no other requires),
 * after the decisions it requires (`informationRequirement`), each of whose results fills the inputs that
 * were not given (its outputs by name and its result under its name). `outer` are the results of other
 * stored tables (§3 childrenDMN), used the same way. A requirement of a decision outside the XML is left to
 * the caller's inputs; a circle of requirements is a DmnEvaluationError.
 */
export function evaluateDecisions(
  tables: readonly DecisionTableModel[],
  inputs: Record<string, unknown>,
  decisionId?: string,
  outer: Record<string, unknown> = {},
): DecisionResult {
  const byId = new Map(tables.map((t) => [t.decisionId, t]));
  const required = new Set(tables.flatMap((t) => t.requires));
  const target = decisionId ? byId.get(decisionId) : (tables.find((t) => !required.has(t.decisionId)) ?? tables[0]);
  if (!target) throw new DmnEvaluationError(`Решение «${decisionId ?? ''}» не найдено в таблице`);
  const done = new Map<string, Context>();
  const run = (table: DecisionTableModel, path: string[]): EvaluateReply => {
    const context: Context = { ...outer };
    for (const id of table.requires) {
      const dependency = byId.get(id);
      if (!dependency) continue;
      if (path.includes(id))
        throw new DmnEvaluationError(`Решения требуют друг друга по кругу: ${[...path, id].join(' → ')}`);
      if (!done.has(id)) done.set(id, passOn(dependency, run(dependency, [...path, id])));
      Object.assign(context, done.get(id));
    }
    for (const [key, value] of Object.entries(inputs)) if (value !== null && value !== undefined) context[key] = value;
    return evaluateTable(table, context);
  };
  const reply = run(target, [target.decisionId]);
  return { ...reply, decisionId: target.decisionId, decisionName: target.decisionName };
}

/** The results of another stored table as inputs for a table that uses it (§3 childrenDMN). */
export const childResults = (table: DecisionTableModel, reply: EvaluateReply): Record<string, unknown> =>
  passOn(table, reply);

/** A stored table as the tree evaluation needs it (§3 childrenDMN: the ids of its child tables). */
export interface StoredTable {
  id: string;
  name: string;
  xml: string;
  children: readonly string[];
}

/** How deep children of children are followed; deeper (or a circle) is an error. */
const MAX_DEPTH = 10;

/**
 * A stored table for `inputs` with its child tables (§3 childrenDMN) evaluated first, with the same inputs,
 * each child's result filling the inputs that were not given (`childResults`); `load` reads the children
 * the user may read. The server's `dmn.evaluate` and the test panel both use it. A broken XML is a
 * DmnTableError, anything else that cannot be evaluated a DmnEvaluationError (a child's message names it).
 */
export async function evaluateStoredTable(
  table: StoredTable,
  inputs: Record<string, unknown>,
  load: (ids: readonly string[]) => Promise<StoredTable[]>,
  path: readonly string[] = [],
): Promise<{ result: DecisionResult; model: DecisionTableModel }> {
  if (path.includes(table.id) || path.length > MAX_DEPTH)
    throw new DmnEvaluationError(
      `Дочерние таблицы решений ссылаются друг на друга по кругу или слишком глубоко («${table.name}»)`,
    );
  const outer: Record<string, unknown> = {};
  for (const child of table.children.length > 0 ? await load(table.children) : []) {
    const { result, model } = await evaluateStoredTable(child, inputs, load, [...path, table.id]);
    Object.assign(outer, childResults(model, result));
  }
  const tables = await readDecisionTables(table.xml).catch((error: unknown) => {
    throw path.length > 0 && error instanceof Error
      ? new DmnEvaluationError(`Таблица «${table.name}»: ${error.message}`)
      : error;
  });
  try {
    const result = evaluateDecisions(tables, inputs, undefined, outer);
    return { result, model: tables.find((t) => t.decisionId === result.decisionId)! };
  } catch (error) {
    if (error instanceof DmnEvaluationError && path.length > 0)
      throw new DmnEvaluationError(`Таблица «${table.name}»: ${error.message}`);
    throw error;
  }
}
