import { useState } from 'react';
import type { DocumentComponentProps } from '@ontobench/sdk';
import { isValidSetting, settingsOf, type SettingsByKind } from '../../../common/defaults.ts';

/** A kind's settings form state: the values read over the defaults, the fields refused, and `set`. */
export interface SettingsForm<K extends keyof SettingsByKind> {
  values: SettingsByKind[K];
  /** Field → the key of the message saying why its last value was refused. */
  problems: Readonly<Record<string, string>>;
  /** Whether the fields are off (a read-only document, an element held by another editor). */
  off: boolean;
  /**
   * Sets one field when the value passes the kind's checks (common/defaults.ts) and the document takes
   * it; otherwise notes `problem` for the field and reports nothing. Answers whether it was set.
   */
  set(field: keyof SettingsByKind[K] & string, value: unknown, problem: string): boolean;
  /** Notes (or, with null, clears) a field's problem found before any value could be read. */
  refuse(field: string, problem: string | null): void;
}

/**
 * The settings form of a kind with defaults (table, column, cell, generator, illustration): every change
 * is checked with the same rules stored settings are read with, and goes to the document through
 * `onChange` with the settings the element holds (keys this form does not know are kept).
 */
export function useSettingsForm<K extends keyof SettingsByKind>(
  kind: K,
  props: DocumentComponentProps,
): SettingsForm<K> {
  const [problems, setProblems] = useState<Record<string, string>>({});
  const refuse = (field: string, problem: string | null) =>
    setProblems(({ [field]: _old, ...rest }) => (problem === null ? rest : { ...rest, [field]: problem }));
  const set = (field: string, value: unknown, problem: string): boolean => {
    if (props.readOnly) return false;
    if (!isValidSetting(kind, field, value)) {
      refuse(field, problem);
      return false;
    }
    const accepted = props.onChange?.({ settings: { ...props.settings, [field]: value } }) !== false;
    refuse(field, accepted ? null : 'kindEditors.refused');
    return accepted;
  };
  const values = settingsOf(kind, props.settings, () => {});
  return { values, problems, off: props.readOnly, set, refuse };
}

/** A number field's text as a number; null when it is empty or not a number. */
export function numberOf(text: string): number | null {
  const trimmed = text.trim().replace('−', '-').replace(',', '.');
  if (trimmed === '') return null;
  const n = Number(trimmed);
  return Number.isFinite(n) ? n : null;
}
