import { DmnModdle, type ModdleElement } from 'dmn-moddle';

/** domain.md §3 "Column types: string, boolean, date, double, integer, long". */
export const COLUMN_TYPES = ['string', 'boolean', 'date', 'double', 'integer', 'long'] as const;
export type ColumnType = (typeof COLUMN_TYPES)[number];

/** DMN 1.3's hit policies (§3 hitPolicy, default Unique), in DMN's spelling. */
export const HIT_POLICIES = ['UNIQUE', 'FIRST', 'PRIORITY', 'ANY', 'COLLECT', 'RULE ORDER', 'OUTPUT ORDER'] as const;
export type HitPolicy = (typeof HIT_POLICIES)[number];

/** The aggregations of the Collect hit policy. */
export const AGGREGATIONS = ['SUM', 'MIN', 'MAX', 'COUNT'] as const;
export type Aggregation = (typeof AGGREGATIONS)[number];

/** An input column (§3 "DMN column"): its FEEL expression (usually a variable name) and type. */
export interface DecisionInput {
  id: string;
  label: string;
  expression: string;
  /** Empty when the column has no type. */
  typeRef: string;
}

/** An output column: the name its values are given under, its type and its allowed values (for priorities). */
export interface DecisionOutput {
  id: string;
  label: string;
  name: string;
  typeRef: string;
  /** The `outputValues` unary tests (e.g. `"high","low"`); empty when none. */
  allowed: string;
}

/** A rule (§3 "rule", "rule values"): one unary test per input and one expression per output, by column position. */
export interface DecisionRule {
  id: string;
  inputEntries: string[];
  outputEntries: string[];
}

/** A decision table read from the XML: what the evaluator needs. */
export interface DecisionTableModel {
  decisionId: string;
  decisionName: string;
  hitPolicy: HitPolicy;
  aggregation: Aggregation | null;
  inputs: DecisionInput[];
  outputs: DecisionOutput[];
  rules: DecisionRule[];
  /** The ids of the decisions this one requires (DRD `informationRequirement`): evaluated first, their outputs its inputs. */
  requires: string[];
}

/** Bad XML, an unknown column type or hit policy: the message is Russian and names the place. */
export class DmnTableError extends Error {}

const text = (e: unknown): string => {
  const value = (e as { text?: unknown } | undefined)?.text;
  return typeof value === 'string' ? value.trim() : '';
};
const list = (e: ModdleElement, key: string): ModdleElement[] =>
  Array.isArray(e[key]) ? (e[key] as ModdleElement[]) : [];
const str = (e: ModdleElement | undefined, key: string): string =>
  typeof e?.[key] === 'string' ? (e[key] as string) : '';

/** A column's name for messages: its label, else its expression or name, else its position. */
const columnName = (label: string, alt: string, n: number) => label || alt || `№ ${n}`;

function checkType(typeRef: string, column: string): void {
  if (typeRef && !(COLUMN_TYPES as readonly string[]).includes(typeRef))
    throw new DmnTableError(
      `Столбец «${column}»: тип «${typeRef}» не поддерживается; допустимы ${COLUMN_TYPES.join(', ')}`,
    );
}

function readTable(decision: ModdleElement, table: ModdleElement): DecisionTableModel {
  const policy = str(table, 'hitPolicy') || 'UNIQUE';
  if (!(HIT_POLICIES as readonly string[]).includes(policy))
    throw new DmnTableError(`Политика «${policy}» не из DMN; допустимы ${HIT_POLICIES.join(', ')}`);
  const aggregation = str(table, 'aggregation') || null;
  if (aggregation && !(AGGREGATIONS as readonly string[]).includes(aggregation))
    throw new DmnTableError(`Агрегация «${aggregation}» не из DMN; допустимы ${AGGREGATIONS.join(', ')}`);
  const inputs = list(table, 'input').map((input, i): DecisionInput => {
    const expression = input.inputExpression as ModdleElement | undefined;
    const model = {
      id: input.id ?? '',
      label: str(input, 'label'),
      expression: text(expression),
      typeRef: str(expression, 'typeRef'),
    };
    checkType(model.typeRef, columnName(model.label, model.expression, i + 1));
    return model;
  });
  const outputs = list(table, 'output').map((output, i): DecisionOutput => {
    const model = {
      id: output.id ?? '',
      label: str(output, 'label'),
      name: output.name ?? '',
      typeRef: str(output, 'typeRef'),
      allowed: text(output.outputValues),
    };
    checkType(model.typeRef, columnName(model.label, model.name, i + 1));
    return model;
  });
  const rules = list(table, 'rule').map((rule) => ({
    id: rule.id ?? '',
    inputEntries: list(rule, 'inputEntry').map(text),
    outputEntries: list(rule, 'outputEntry').map(text),
  }));
  return {
    decisionId: decision.id ?? '',
    decisionName: decision.name ?? '',
    hitPolicy: policy as HitPolicy,
    aggregation: policy === 'COLLECT' ? (aggregation as Aggregation | null) : null,
    inputs,
    outputs,
    rules,
    requires: list(decision, 'informationRequirement')
      .map((r) => str(r.requiredDecision as ModdleElement | undefined, 'href').replace(/^#/, ''))
      .filter(Boolean),
  };
}

/**
 * The decision tables of a DMN 1.3 XML, in document order, checked: malformed XML, a column type outside
 * §3's six, or a hit policy outside DMN's seven throw DmnTableError. A table without decision tables is
 * malformed too (there is nothing to edit or evaluate).
 */
export async function readDecisionTables(xml: string): Promise<DecisionTableModel[]> {
  let root: ModdleElement;
  try {
    root = (await DmnModdle().fromXML(xml, 'dmn:Definitions')).rootElement;
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n')[0] : '';
    throw new DmnTableError(`XML таблицы решений не читается${reason ? `: ${reason}` : ''}`);
  }
  const tables = list(root, 'drgElement')
    .filter(
      (e) =>
        e.$type === 'dmn:Decision' && (e.decisionLogic as ModdleElement | undefined)?.$type === 'dmn:DecisionTable',
    )
    .map((d) => readTable(d, d.decisionLogic as ModdleElement));
  if (tables.length === 0) throw new DmnTableError('В XML нет ни одной таблицы решений');
  return tables;
}
