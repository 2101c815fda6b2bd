import { TemplateError } from './ast.ts';
import { blocksOf, type ReportBlock } from './blocks.ts';
import { blocksHtml } from './html.ts';
import { parseTemplate, referencedSources } from './parse.ts';
import { renderMarked, type RenderInput } from './render.ts';

export { positionOf, TemplateError, type TemplateNode } from './ast.ts';
export { blocksOf, type ReportBlock } from './blocks.ts';
export { blocksHtml, escapeHtml } from './html.ts';
export { ALIAS_PATTERN, parseTemplate, referencedSources } from './parse.ts';
export { cellText, type PlacedTable, type RenderInput, type SourceData } from './render.ts';

/** Parses a template and checks that the sources it loops over and tabulates are among `aliases`. */
export function checkTemplate(source: string, aliases: readonly string[]): void {
  for (const { alias, at } of referencedSources(parseTemplate(source)))
    if (!aliases.includes(alias))
      throw TemplateError.at(source, at, `Нет источника «${alias}»; источники отчёта: ${aliases.join(', ') || 'нет'}`);
}

/** What a source that was cut says under the report. */
const cutNote = (alias: string, read: number, total: number) =>
  `Источник «${alias}»: в отчёте первые ${read} строк из ${total}.`;

/** A template rendered: its blocks (for Word), a note per source that was cut, and safe HTML of both. */
export function renderReport(
  source: string,
  input: RenderInput,
): { blocks: ReportBlock[]; notes: string[]; html: string } {
  const { text, tables } = renderMarked(source, parseTemplate(source), input);
  const blocks = blocksOf(text, tables);
  const notes = input.sources
    .filter((s) => s.error === undefined && s.total > s.rows.length)
    .map((s) => cutNote(s.alias, s.rows.length, s.total));
  return { blocks, notes, html: blocksHtml(blocks, notes) };
}
