/** A filter-language string literal: quotes doubled, nothing else escaped (docs/filter-language.md). */
export function filterLiteral(text: string): string {
  return `'${text.replaceAll("'", "''")}'`;
}
