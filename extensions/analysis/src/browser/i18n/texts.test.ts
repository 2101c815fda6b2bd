import { describe, expect, it } from 'vitest';
import { CLASS } from '@ontobench/sdk';
import { ANALYSIS_ROUTE_PATHS } from '../../common/routes.ts';
import extension from '../index.ts';
import { labelsEn } from './labels.en.ts';
import { labelsRu } from './labels.ru.ts';
import { pagesEn } from './pages.en.ts';
import { pagesRu } from './pages.ru.ts';

const entries = (o: object, prefix = ''): [string, string][] =>
  Object.entries(o).flatMap(([k, v]) =>
    typeof v === 'object' ? entries(v as object, `${prefix}${k}.`) : [[`${prefix}${k}`, String(v)]],
  );

describe('the analysis area’s texts (ru default, en complete)', () => {
  it('English has exactly the Russian keys', () => {
    expect(entries(pagesEn).map(([k]) => k)).toEqual(entries(pagesRu).map(([k]) => k));
    expect(entries(labelsEn).map(([k]) => k)).toEqual(entries(labelsRu).map(([k]) => k));
  });

  it('no English in the Russian texts (names such as SWRL, FCA, CSV and Excel aside)', () => {
    const allowed = /\b(SWRL|OWL|FCA|CSV|Excel|SVG|Word|XLSX|DOCX|ID|JSON|id|get_data|execute)\b|\{\{\w+\}\}/g;
    for (const [key, text] of [...entries(pagesRu), ...entries(labelsRu)])
      expect([key, /[A-Za-z]/.test(text.replace(allowed, ''))]).toEqual([key, false]);
  });

  it('the routes are shell.md §2’s, each titled by a label', () => {
    const routes = extension.contributes.routes ?? [];
    expect(routes.map((r) => r.path).sort()).toEqual([...ANALYSIS_ROUTE_PATHS].sort());
    const labelKeys = entries(labelsRu).map(([k]) => k);
    for (const route of routes) expect(labelKeys).toContain(route.titleKey);
    expect(routes.find((r) => r.path === '/report/view/:id')?.layout).toBe('blank');
    expect(routes.find((r) => r.path === '/queryHistory')?.adminOnly).toBe(true);
    // shell.md §2 lists them under the main app; a semantic search has an app of its own (§3: onto or edu).
    const both = new Set(['/semantic-search', '/semantic-search/:id', '/semantic-tables/:id']);
    for (const route of routes)
      expect([route.path, route.app]).toEqual([route.path, both.has(route.path) ? 'both' : 'onto']);
  });

  it("names every core class for the general search's group headings (the store names them in English)", () => {
    expect(Object.keys(pagesRu.generalSearch.systemClass).sort()).toEqual(Object.keys(CLASS).sort());
  });
});
