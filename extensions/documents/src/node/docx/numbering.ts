import { AlignmentType, LevelFormat, type ILevelsOptions, type NumberingDefinition } from 'docx';

/** The document's two kinds of list; each list of the content is an instance of one, numbered from 1. */
export const BULLET_LIST = 'ob-bullet';
export const NUMBERED_LIST = 'ob-number';

const BULLETS = ['•', '◦', '▪'];

/** Nine levels of bullets or of decimal numbers (`1.`, nested `1.` again), indented a step a level. */
export function listLevels(numbered: boolean, start = 1): ILevelsOptions[] {
  return Array.from({ length: 9 }, (_, level) => ({
    level,
    format: numbered ? LevelFormat.DECIMAL : LevelFormat.BULLET,
    text: numbered ? `%${level + 1}.` : BULLETS[level % BULLETS.length]!,
    alignment: AlignmentType.LEFT,
    start,
    style: { paragraph: { indent: { left: 720 * (level + 1), hanging: 360 } } },
  }));
}

/** The list a node stands for: a numbered list with `start` (TipTap's `orderedList.start`) gets its own definition. */
export function listReference(type: string, start: unknown): string | NumberingDefinition {
  if (type !== 'orderedList') return BULLET_LIST;
  const from = Number(start);
  if (!Number.isInteger(from) || from <= 1 || from > 32767) return NUMBERED_LIST;
  return { reference: `${NUMBERED_LIST}-from-${from}`, levels: listLevels(true, from) };
}
