import { action, computed, makeObservable, observable, toJS } from 'mobx';
import { FormulaSyntaxError, parseFormula } from '../../../common/expression/index.ts';
import {
  COLUMN_ORDER_STEP,
  columnTitle,
  type CalcColumn,
  type SearchColumn,
  type SearchConfig,
} from '../../../common/search-config.ts';

/** One column of the design, property or calculated, as the designer lists it (by `ord`). */
export type DesignColumn =
  | { kind: 'prop'; code: string; title: string; ord: number; column: SearchColumn }
  | { kind: 'calc'; code: string; title: string; ord: number; column: CalcColumn };

/** A formula's syntax error: the message and the character position it points at. */
export interface FormulaProblem {
  message: string;
  pos: number;
}

/** The syntax error of a formula, or null when it parses (common/expression's parser, never `eval`). */
export function formulaProblem(formula: string): FormulaProblem | null {
  try {
    parseFormula(formula);
    return null;
  } catch (error) {
    if (error instanceof FormulaSyntaxError) return { message: error.message, pos: error.pos };
    throw error;
  }
}

const empty = (root: string): SearchConfig => ({
  get_data: { class: root },
  filters: [],
  columns: [],
  calcColumns: [],
});

/**
 * The semantic search designer's state (issue 18 item 1): the configuration being designed, exactly the
 * shape of §3 (`get_data`, `filters`, `columns`, `calcColumns`), and whether it differs from the saved one.
 * Every column has a code; columns (property and calculated alike) are ordered by `ord` in steps of 10
 * (§9 "column order step 10"), renumbered on every move.
 */
export class DesignerModel {
  config: SearchConfig;
  saved: string;

  constructor(config: SearchConfig | null, root: string) {
    this.config = config ? structuredClone(config) : empty(root);
    this.saved = JSON.stringify(this.config);
    makeObservable(this, {
      config: observable,
      saved: observable,
      columns: computed,
      dirty: computed,
      setRoot: action,
      addColumn: action,
      addCalc: action,
      rename: action,
      setHidden: action,
      setSort: action,
      setFilter: action,
      setDoNotFilter: action,
      setAgg: action,
      setFormula: action,
      move: action,
      remove: action,
      markSaved: action,
    });
  }

  /** The root class (get_data's class). */
  get root(): string {
    return String(this.config.get_data.class ?? '');
  }

  /** Every column, by `ord`. */
  get columns(): DesignColumn[] {
    const props: DesignColumn[] = this.config.columns.map((column, i) => ({
      kind: 'prop',
      code: column.code ?? column.prop_id ?? 'name',
      title: columnTitle(column),
      ord: column.ord ?? (i + 1) * COLUMN_ORDER_STEP,
      column,
    }));
    const calcs: DesignColumn[] = this.config.calcColumns.map((column, i) => ({
      kind: 'calc',
      code: column.code,
      title: column.name || column.code,
      ord: column.ord ?? (this.config.columns.length + i + 1) * COLUMN_ORDER_STEP,
      column,
    }));
    return [...props, ...calcs].sort((a, b) => a.ord - b.ord);
  }

  /** The configuration differs from the one saved. */
  get dirty(): boolean {
    return JSON.stringify(this.config) !== this.saved;
  }

  /** The configuration as plain data (what is saved in `json` and run). */
  snapshot(): SearchConfig {
    return toJS(this.config);
  }

  /** Another root class: the columns, filters and calculated columns of the old one go. */
  setRoot(root: string): void {
    if (root !== this.root) this.config = empty(root);
  }

  private nextOrd(): number {
    return Math.max(0, ...this.columns.map((c) => c.ord)) + COLUMN_ORDER_STEP;
  }

  private freeCode(prefix: string): string {
    const taken = new Set(this.columns.map((c) => c.code));
    let n = 1;
    while (taken.has(`${prefix}${n}`)) n++;
    return `${prefix}${n}`;
  }

  /**
   * Adds the property `prop` (`name` for the instance's name) reached through the object properties of
   * `path` (none: the row's own); `titles` names each step and the property, for the column's title.
   * Answers the new column's code.
   */
  addColumn(prop: string, path: string[], titles: string[]): string {
    const code = this.freeCode('c');
    const column: SearchColumn = { code, prop_id: prop, old_name: titles.join(' / '), ord: this.nextOrd() };
    if (path.length > 0) column.path = [...path];
    this.config.columns.push(column);
    return code;
  }

  /** Adds a calculated column; answers its code. */
  addCalc(name: string, formula: string): string {
    const code = this.freeCode('f');
    this.config.calcColumns.push({ code, name, formula, ord: this.nextOrd() });
    return code;
  }

  private find(code: string): DesignColumn | undefined {
    return this.columns.find((c) => c.code === code);
  }

  /** Renames a column (`new_name` of a property column, `name` of a calculated one). */
  rename(code: string, name: string): void {
    const c = this.find(code);
    if (c?.kind === 'prop') c.column.new_name = name.trim() || undefined;
    else if (c?.kind === 'calc') c.column.name = name.trim() || c.code;
  }

  setHidden(code: string, hidden: boolean): void {
    const c = this.find(code);
    if (c) c.column.hidden = hidden || undefined;
  }

  /** Sorts by a column (placed after the sorted ones), changes its direction, or stops sorting by it. */
  setSort(code: string, mode: 'asc' | 'desc' | null): void {
    const c = this.find(code);
    if (!c) return;
    if (mode === null) {
      delete c.column.sort;
      delete c.column.sort_mode;
    } else {
      if (c.column.sort === undefined) c.column.sort = Math.max(0, ...this.columns.map((x) => x.column.sort ?? 0)) + 1;
      c.column.sort_mode = mode;
    }
    // The places stay 1, 2, 3… in their order.
    this.columns
      .filter((x) => x.column.sort !== undefined)
      .sort((a, b) => a.column.sort! - b.column.sort!)
      .forEach((x, i) => (x.column.sort = i + 1));
  }

  /** The filter of a column (the configuration's `filters`), if any. */
  filterOf(code: string) {
    return this.config.filters.find((f) => f.code === code);
  }

  /** Sets a column's filter (`mode` empty: no filter). */
  setFilter(code: string, mode: string, value: string | number | boolean | null): void {
    this.config.filters = this.config.filters.filter((f) => f.code !== code);
    if (mode) this.config.filters.push({ code, mode, value: mode === 'empty' || mode === 'not_empty' ? null : value });
  }

  /** §3 do_not_filter: the column takes no filter (its filter goes). */
  setDoNotFilter(code: string, value: boolean): void {
    const c = this.find(code);
    if (c?.kind !== 'prop') return;
    c.column.do_not_filter = value || undefined;
    if (value) this.setFilter(code, '', null);
  }

  /** A column's aggregate (§4), or none. */
  setAgg(code: string, agg: string): void {
    const c = this.find(code);
    if (c) c.column.agg = agg || undefined;
  }

  setFormula(code: string, formula: string): void {
    const c = this.find(code);
    if (c?.kind === 'calc') c.column.formula = formula;
  }

  /** Moves a column one place earlier (-1) or later (+1); every `ord` is renumbered in steps of 10. */
  move(code: string, by: -1 | 1): void {
    const list = this.columns;
    const at = list.findIndex((c) => c.code === code);
    const to = at + by;
    if (at < 0 || to < 0 || to >= list.length) return;
    [list[at], list[to]] = [list[to]!, list[at]!];
    list.forEach((c, i) => (c.column.ord = (i + 1) * COLUMN_ORDER_STEP));
  }

  /** Removes a column, its filter and its sort place. */
  remove(code: string): void {
    this.setSort(code, null);
    this.config.filters = this.config.filters.filter((f) => f.code !== code);
    this.config.columns = this.config.columns.filter((c) => (c.code ?? c.prop_id ?? 'name') !== code);
    this.config.calcColumns = this.config.calcColumns.filter((c) => c.code !== code);
  }

  /** The design was saved as it is now. */
  markSaved(): void {
    this.saved = JSON.stringify(this.config);
  }
}
