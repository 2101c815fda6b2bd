import { isNumberFormat } from './number-formats.ts';
import { MAX_LEVEL, type LevelNumbering } from './numbering.ts';

/** A level numbering set as the numbering editor sends it (domain.md §3 "Level numbering": name, level, number format, level text). */
export interface NumberingSetInput {
  name: string;
  alias: string;
  levels: LevelNumbering[];
}

/** An alias: what elements name a set by (`sections`, `appendix-a`). */
export const ALIAS_PATTERN = /^[a-zA-Z][a-zA-Z0-9_-]{0,49}$/;
/** The longest level text. */
export const MAX_LEVEL_TEXT = 100;
/** The longest set name. */
export const MAX_SET_NAME = 200;

/** Why a set cannot be saved, as a key of the area's texts with its parameters. */
export interface NumberingProblem {
  key: 'name' | 'alias' | 'aliasTaken' | 'noLevels' | 'levelOrder' | 'format' | 'levelText';
  level?: number;
}

/**
 * A numbering set checked before it is saved, in the browser and again on the server: a name, an alias
 * no other set has, levels 1, 2, … without gaps (at most nine, `%1`…`%9`), each in one of §3's number
 * formats with a level text of at most 100 characters. `takenAliases` are the other sets' aliases.
 */
export function checkNumberingSet(
  input: unknown,
  takenAliases: ReadonlySet<string>,
): { ok: true; set: NumberingSetInput } | { ok: false; problem: NumberingProblem } {
  const b = (typeof input === 'object' && input !== null ? input : {}) as Record<string, unknown>;
  const name = typeof b.name === 'string' ? b.name.trim() : '';
  if (name === '' || name.length > MAX_SET_NAME) return { ok: false, problem: { key: 'name' } };
  const alias = typeof b.alias === 'string' ? b.alias.trim() : '';
  if (!ALIAS_PATTERN.test(alias)) return { ok: false, problem: { key: 'alias' } };
  if (takenAliases.has(alias.toLowerCase())) return { ok: false, problem: { key: 'aliasTaken' } };
  const raw = Array.isArray(b.levels) ? b.levels : [];
  if (raw.length === 0 || raw.length > MAX_LEVEL) return { ok: false, problem: { key: 'noLevels' } };
  const levels: LevelNumbering[] = [];
  for (const [i, item] of raw.entries()) {
    const l = (typeof item === 'object' && item !== null ? item : {}) as Record<string, unknown>;
    if (l.level !== i + 1) return { ok: false, problem: { key: 'levelOrder', level: i + 1 } };
    if (!isNumberFormat(l.format)) return { ok: false, problem: { key: 'format', level: i + 1 } };
    if (typeof l.levelText !== 'string' || l.levelText.length > MAX_LEVEL_TEXT)
      return { ok: false, problem: { key: 'levelText', level: i + 1 } };
    levels.push({ level: i + 1, format: l.format, levelText: l.levelText });
  }
  return { ok: true, set: { name, alias, levels } };
}

/** The problem in Russian, for the server's 400 (the browser shows its own texts by key). */
export function numberingProblemText(problem: NumberingProblem): string {
  const at = problem.level ? `уровень ${problem.level}: ` : '';
  switch (problem.key) {
    case 'name':
      return `Нужно название набора (до ${MAX_SET_NAME} символов)`;
    case 'alias':
      return 'Псевдоним: латинская буква, затем до 49 букв, цифр, «_» или «-»';
    case 'aliasTaken':
      return 'Набор с таким псевдонимом уже есть';
    case 'noLevels':
      return `Нужно от 1 до ${MAX_LEVEL} уровней`;
    case 'levelOrder':
      return `${at}уровни идут по порядку с первого`;
    case 'format':
      return `${at}неизвестный формат номера`;
    case 'levelText':
      return `${at}текст уровня — строка до ${MAX_LEVEL_TEXT} символов`;
  }
}
