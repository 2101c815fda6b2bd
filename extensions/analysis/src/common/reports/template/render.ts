import { aggregate, isAggregate } from '../../aggregates.ts';
import type { Cell, ColumnType } from '../../api.ts';
import { TemplateError, type TemplateNode } from './ast.ts';
import { VALUE_END, VALUE_START, TABLE_END, TABLE_START, plainValue } from './marks.ts';

/** A source as the render sees it: its columns and the rows read, or the failure text (§8) in its place. */
export interface SourceData {
  alias: string;
  name: string;
  columns: { code: string; title: string; type: ColumnType }[];
  rows: Cell[][];
  total: number;
  error?: string;
}

/** What a template is rendered with. */
export interface RenderInput {
  report: { name: string; annotation: string };
  /** ISO date of the day. */
  today: string;
  sources: readonly SourceData[];
}

/** A table the render placed (`{{table alias}}`), its cells as text. */
export interface PlacedTable {
  columns: string[];
  rows: string[][];
}

/** The longest text a render makes (loops inside loops multiply): past it, a TemplateError at the loop. */
export const MAX_RENDERED = 2_000_000;

/** `YYYY-MM-DD` as `DD.MM.YYYY`. */
const russianDate = (iso: string) => iso.replace(/^(\d{4})-(\d{2})-(\d{2})$/, '$3.$2.$1');

/** A cell as a report writes it: numbers with a decimal comma, dates `DD.MM.YYYY`, booleans да/нет. */
export function cellText(cell: Cell, type: ColumnType = 'string'): string {
  if (cell === null) return '';
  if (typeof cell === 'number') return String(cell).replace('.', ',');
  if (typeof cell === 'boolean') return cell ? 'да' : 'нет';
  return type === 'date' ? russianDate(cell) : cell;
}

interface Row {
  source: SourceData;
  row: readonly Cell[];
  index: number;
}

const columnIndex = (source: SourceData, name: string) =>
  source.columns.findIndex((c) => c.title === name || c.code === name);

/**
 * Renders a parsed template to text with marks (template/marks.ts): every value inserted goes between
 * VALUE_START and VALUE_END (never read as structure), every table as its index between TABLE_START and
 * TABLE_END on a line of its own. A name that means nothing is a TemplateError at its place.
 */
export function renderMarked(source: string, nodes: readonly TemplateNode[], input: RenderInput) {
  const tables: PlacedTable[] = [];
  const byAlias = new Map(input.sources.map((s) => [s.alias, s]));
  const aliases = () => [...byAlias.keys()].map((a) => `«${a}»`).join(', ') || 'нет';
  const fail = (at: number, reason: string) => TemplateError.at(source, at, reason);
  const sourceOf = (alias: string, at: number) => {
    const found = byAlias.get(alias);
    if (!found) throw fail(at, `Нет источника «${alias}»; источники отчёта: ${aliases()}`);
    return found;
  };
  const mark = (text: string) => VALUE_START + plainValue(text) + VALUE_END;

  /** A value: `{ text }` to write, or `{ truth }` for #if. */
  function resolve(path: readonly string[], at: number, rows: readonly Row[]): { text: string; truth: boolean } {
    const [head = '', ...rest] = path;
    const joined = path.join('.');
    for (let k = rows.length - 1; k >= 0; k--) {
      const { source: s, row, index } = rows[k]!;
      if (joined === '@index') return { text: String(index + 1), truth: true };
      const i = columnIndex(s, joined);
      if (i >= 0) return typed(row[i] ?? null, s.columns[i]!.type);
    }
    if (joined === 'today') return { text: russianDate(input.today), truth: true };
    if (head === 'report' && (rest[0] === 'name' || rest[0] === 'annotation') && rest.length === 1) {
      const text = input.report[rest[0]];
      return { text, truth: text !== '' };
    }
    const s = byAlias.get(head);
    if (!s) {
      if (rows.length > 0)
        throw fail(at, `Нет столбца «${joined}» в источнике «${rows[rows.length - 1]!.source.alias}»`);
      throw fail(
        at,
        `Неизвестное имя «${joined}»: есть today, report.name, report.annotation и источники ${aliases()}`,
      );
    }
    if (s.error !== undefined) return { text: s.error, truth: false };
    if (rest.length === 0) return { text: String(s.total), truth: s.total > 0 };
    if (rest.length === 1 && rest[0] === 'total') return { text: String(s.total), truth: s.total > 0 };
    if (rest.length === 1 && rest[0] === 'name') return { text: s.name, truth: true };
    const [kind = '', ...column] = rest;
    if (!isAggregate(kind))
      throw fail(
        at,
        `«${kind}» — не агрегат: есть total, name, list, listUnique, sum, avg, max, min, count, countUnique`,
      );
    const name = column.join('.');
    const i = columnIndex(s, name);
    if (i < 0) throw fail(at, `Нет столбца «${name}» в источнике «${s.alias}»`);
    const type = s.columns[i]!.type;
    return typed(
      aggregate(
        kind,
        type,
        s.rows.map((r) => r[i] ?? null),
      ),
      type,
    );
  }

  function typed(cell: Cell, type: ColumnType) {
    return { text: cellText(cell, type), truth: cell !== null && cell !== '' && cell !== 0 && cell !== false };
  }

  function walk(list: readonly TemplateNode[], rows: readonly Row[]): string {
    let out = '';
    for (const node of list) {
      if (node.kind === 'text') out += node.text;
      else if (node.kind === 'value') out += mark(resolve(node.path, node.at, rows).text);
      else if (node.kind === 'if') {
        const { truth } = resolve(node.path, node.at, rows);
        out += walk(truth ? node.then : node.otherwise, rows);
      } else {
        const s = sourceOf(node.source, node.at);
        if (s.error !== undefined) out += `\n${mark(s.error)}\n`;
        else if (node.kind === 'each')
          s.rows.forEach((row, index) => {
            out += walk(node.body, [...rows, { source: s, row, index }]);
            if (out.length > MAX_RENDERED)
              throw fail(node.at, `Отчёт длиннее ${MAX_RENDERED} символов: уберите вложенный цикл или сократите текст`);
          });
        else {
          tables.push({
            columns: s.columns.map((c) => c.title),
            rows: s.rows.map((r) => s.columns.map((c, i) => cellText(r[i] ?? null, c.type))),
          });
          out += `\n${TABLE_START}${tables.length - 1}${TABLE_END}\n`;
        }
      }
    }
    return out;
  }

  return { text: walk(nodes, []), tables };
}
