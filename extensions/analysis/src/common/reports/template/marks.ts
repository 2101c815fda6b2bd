/**
 * The marks a rendered template's text carries (Unicode private-use characters, removed from every
 * value): a value between VALUE_START and VALUE_END is text, never Markdown-light structure; a table's
 * index between TABLE_START and TABLE_END stands on a line of its own.
 */
export const VALUE_START = '\uE000';
export const VALUE_END = '\uE001';
export const TABLE_START = '\uE002';
export const TABLE_END = '\uE003';

/** A value as one line of text without marks. */
export const plainValue = (text: string) => text.replace(/[\uE000-\uE003]/g, '').replace(/\s*\r?\n\s*/g, ' ');
