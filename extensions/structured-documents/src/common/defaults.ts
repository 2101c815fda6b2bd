import type { GeneratorMode } from './containers.ts';

/**
 * The settings of the kinds that have defaults (domain.md §5 "Table defaults…", §9 "Illustration width
 * 200 px"), and reading stored settings over them. Settings are stored as JSON; what does not parse or
 * does not fit is logged and skipped (§8 "settings parse errors are logged and skipped"), so a broken
 * value never breaks a document.
 */

/** A table's settings (§5: title shown, not max width, border all with size 1, headers shown, shown in table list). */
export interface TableSettings {
  showTitle: boolean;
  maxWidth: boolean;
  border: 'all' | 'outer' | 'inner' | 'horizontal' | 'none';
  borderSize: number;
  showHeaders: boolean;
  showInTableList: boolean;
  /** The heading level of the table's title when it is written as markdown: 0 is none (§5 "markdown table header level 0"). */
  markdownHeaderLevel: number;
}

/** A table column's settings (§5: left align, width type px, value -1, i.e. no width set). */
export interface ColumnSettings {
  align: 'left' | 'center' | 'right' | 'justify';
  widthType: 'px' | 'percent';
  width: number;
}

/** A table cell's settings (§5: rowspan 1; colspan 1 is ours, the same idea across). */
export interface CellSettings {
  rowspan: number;
  colspan: number;
}

/** A generator's settings (§5 free or table mode); free unless set. */
export interface GeneratorSettings {
  mode: GeneratorMode;
}

/** An illustration's settings (§9 "Illustration width 200 px"). */
export interface IllustrationSettings {
  width: number;
}

/** The typed settings of each kind that has defaults. */
export interface SettingsByKind {
  table: TableSettings;
  tableColumn: ColumnSettings;
  tableCell: CellSettings;
  generator: GeneratorSettings;
  illustration: IllustrationSettings;
}

/** The defaults of each kind that has them. */
export const SETTINGS_DEFAULTS: { readonly [K in keyof SettingsByKind]: Readonly<SettingsByKind[K]> } = {
  table: {
    showTitle: true,
    maxWidth: false,
    border: 'all',
    borderSize: 1,
    showHeaders: true,
    showInTableList: true,
    markdownHeaderLevel: 0,
  },
  tableColumn: { align: 'left', widthType: 'px', width: -1 },
  tableCell: { rowspan: 1, colspan: 1 },
  generator: { mode: 'free' },
  illustration: { width: 200 },
};

type Check = (value: unknown) => boolean;
const isBoolean: Check = (v) => typeof v === 'boolean';
const oneOf =
  (...values: readonly string[]): Check =>
  (v) =>
    typeof v === 'string' && values.includes(v);
const integer =
  (min: number, max = Number.MAX_SAFE_INTEGER): Check =>
  (v) =>
    Number.isInteger(v) && (v as number) >= min && (v as number) <= max;
const finite: Check = (v) => typeof v === 'number' && Number.isFinite(v);
const positive: Check = (v) => finite(v) && (v as number) > 0;

const CHECKS: { readonly [K in keyof SettingsByKind]: { readonly [F in keyof SettingsByKind[K]]: Check } } = {
  table: {
    showTitle: isBoolean,
    maxWidth: isBoolean,
    border: oneOf('all', 'outer', 'inner', 'horizontal', 'none'),
    borderSize: (v) => finite(v) && (v as number) >= 0,
    showHeaders: isBoolean,
    showInTableList: isBoolean,
    markdownHeaderLevel: integer(0, 6),
  },
  tableColumn: {
    align: oneOf('left', 'center', 'right', 'justify'),
    widthType: oneOf('px', 'percent'),
    // -1 is "no width set" (§5 column defaults); any other width is not negative.
    width: (v) => v === -1 || (finite(v) && (v as number) >= 0),
  },
  tableCell: { rowspan: integer(1), colspan: integer(1) },
  generator: { mode: oneOf('free', 'table') },
  illustration: { width: positive },
};

/** Whether the kind has settings with defaults (and so a settings form: browser/kinds/editors). */
export function hasDefaults(kind: string): kind is keyof SettingsByKind {
  return Object.hasOwn(SETTINGS_DEFAULTS, kind);
}

/**
 * Whether a value fits a setting of a kind with defaults: the checks stored settings are read with, so a
 * settings form refuses exactly what the reading would skip. A field the kind does not have never fits.
 */
export function isValidSetting<K extends keyof SettingsByKind>(kind: K, field: string, value: unknown): boolean {
  const check = (CHECKS[kind] as Record<string, Check | undefined>)[field];
  return check !== undefined && check(value);
}

/** Where problems with stored settings are reported; the console's warning unless told. */
export type SettingsReport = (message: string) => void;

const warn: SettingsReport = (message) => console.warn(message);

/** Stored settings (JSON text or an already parsed value) as a plain object; {} when they do not read as one. */
function parseStored(kind: string, stored: unknown, report: SettingsReport): Record<string, unknown> {
  if (stored === undefined || stored === null || stored === '') return {};
  let value = stored;
  if (typeof stored === 'string') {
    try {
      value = JSON.parse(stored);
    } catch (error) {
      report(`settings of a ${kind} do not parse, defaults used: ${(error as Error).message}`);
      return {};
    }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    report(`settings of a ${kind} are not an object, defaults used`);
    return {};
  }
  return value as Record<string, unknown>;
}

/**
 * The kind's settings: the stored ones over the defaults. For a kind with defaults, only its known
 * fields are kept and a value that does not fit is reported and replaced by the default; other keys are
 * dropped (read the stored object itself to write back what this does not know). For a kind without
 * defaults, the stored object as it is.
 */
export function settingsOf<K extends keyof SettingsByKind>(
  kind: K,
  stored: unknown,
  report?: SettingsReport,
): SettingsByKind[K];
export function settingsOf(kind: string, stored: unknown, report?: SettingsReport): Record<string, unknown>;
export function settingsOf(kind: string, stored: unknown, report: SettingsReport = warn): object {
  const given = parseStored(kind, stored, report);
  if (!hasDefaults(kind)) return { ...given };
  const merged: Record<string, unknown> = { ...SETTINGS_DEFAULTS[kind] };
  for (const [field, check] of Object.entries(CHECKS[kind] as Record<string, Check>)) {
    if (!Object.hasOwn(given, field)) continue;
    if (check(given[field])) merged[field] = given[field];
    else report(`setting ${field} of a ${kind} is not valid (${JSON.stringify(given[field])}), default used`);
  }
  return merged;
}

/** A generator's mode from its settings, free when not set or not valid (read quietly: a tree check is no place to log). */
export function generatorModeOf(node: { settings?: Record<string, unknown> }): GeneratorMode {
  return node.settings?.['mode'] === 'table' ? 'table' : 'free';
}
