import { escapeHtml } from '@ontobench/sdk/common';
import { paragraphsHtml } from './text.ts';

/** A semantic search's result as the server's service gives it (`SearchTable` of the SDK), or why it has none. */
export type SearchFeed =
  { columns: { code: string; title: string }[]; rows: string[][]; total: number; name: string } | { error: string };

/** The setting naming the search that feeds a generator or a search-result component: its id or its name. */
export const SEARCH_SETTING = 'semanticSearch';

/** The search a generator or search-result element names in its settings, or null. */
export function searchOf(settings: Record<string, unknown>): string | null {
  const value = settings[SEARCH_SETTING];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/** What a fed component says without a search, and when its search finds nothing. */
export const NO_SEARCH = 'Семантический поиск не выбран';
export const NO_ROWS = 'Поиск не нашёл ни одной записи';

function problem(feed: SearchFeed | undefined): string | null {
  if (!feed) return `<p class="sdoc-empty">${NO_SEARCH}</p>`;
  if ('error' in feed) return `<p class="sdoc-search-error" role="alert">${escapeHtml(feed.error)}</p>`;
  return null;
}

/** The header cells and body rows of a search's result (every text escaped). */
export function searchRowsHtml(feed: { columns: { title: string }[]; rows: string[][] }): {
  head: string;
  body: string;
} {
  const head = `<tr>${feed.columns.map((c) => `<th>${escapeHtml(c.title)}</th>`).join('')}</tr>`;
  const body = feed.rows
    .map((row) => `<tr>${row.map((cell) => `<td>${escapeHtml(cell)}</td>`).join('')}</tr>`)
    .join('');
  return { head, body };
}

/** A semantic-search-result component's body: the search's result as a table, with how many rows it has. */
export function searchResultHtml(feed: SearchFeed | undefined): string {
  const failed = problem(feed);
  if (failed !== null) return failed;
  const table = feed as FoundRows;
  if (table.rows.length === 0) return `<p class="sdoc-empty">${NO_ROWS}</p>`;
  const { head, body } = searchRowsHtml(table);
  const more =
    table.total > table.rows.length ? `<p class="sdoc-search-more">${table.rows.length} из ${table.total}</p>` : '';
  return `<table class="sdoc-search-table" style="border:1px solid"><thead>${head}</thead><tbody>${body}</tbody></table>${more}`;
}

/** A search's rows with the columns and rows it found, or why it has none. */
export type FoundRows = Exclude<SearchFeed, { error: string }>;

/**
 * A generator's template filled for each row of the search (§5 free mode): `{{Заголовок столбца}}` (or
 * the column's code) becomes the row's value; unknown placeholders stay as written. One pass, so a value
 * holding `{{…}}` is never read as a placeholder. An empty template lists the row's values.
 */
export function fillTemplate(template: string, found: FoundRows): string[] {
  const index = new Map<string, number>();
  found.columns.forEach((c, i) => {
    index.set(c.title.toLowerCase(), i);
    index.set(c.code.toLowerCase(), i);
  });
  const source = template.trim() === '' ? found.columns.map((c) => `{{${c.code}}}`).join(' — ') : template;
  return found.rows.map((row) =>
    source.replace(/\{\{\s*([^{}]+?)\s*\}\}/g, (whole, key: string) => {
      const at = index.get(key.toLowerCase());
      return at === undefined ? whole : (row[at] ?? '');
    }),
  );
}

/** A generator in free mode (§5): its template filled per row, each row's text as escaped paragraphs. */
export function generatorFreeHtml(template: string, feed: SearchFeed | undefined): string {
  const failed = problem(feed);
  if (failed !== null) return failed;
  const found = feed as FoundRows;
  if (found.rows.length === 0) return `<p class="sdoc-empty">${NO_ROWS}</p>`;
  return fillTemplate(template, found)
    .map((text) => `<div class="sdoc-generated-row">${paragraphsHtml(text)}</div>`)
    .join('');
}
