import { describe, expect, it } from 'vitest';
import { BUILT_IN_KINDS } from '../../common/kinds.ts';
import { SDOC_ROUTE_PATHS } from '../../common/routes.ts';
import extension from '../index.ts';
import { labelsEn } from './labels.en.ts';
import { labelsRu } from './labels.ru.ts';
import { pagesEn } from './pages.en.ts';
import { pagesRu } from './pages.ru.ts';

const entries = (o: object, prefix = ''): [string, string][] =>
  Object.entries(o).flatMap(([k, v]) =>
    typeof v === 'object' ? entries(v as object, `${prefix}${k}.`) : [[`${prefix}${k}`, String(v)]],
  );

describe('the area’s texts (ru default, en complete)', () => {
  it('English has exactly the Russian keys', () => {
    expect(entries(pagesEn).map(([k]) => k)).toEqual(entries(pagesRu).map(([k]) => k));
    expect(entries(labelsEn).map(([k]) => k)).toEqual(entries(labelsRu).map(([k]) => k));
  });

  it('no English in the Russian texts', () => {
    for (const [key, text] of [...entries(pagesRu), ...entries(labelsRu)])
      expect([key, /[A-Za-z]/.test(text.replace(/\{\{\w+\}\}/g, ''))]).toEqual([key, false]);
  });

  it('every built-in kind has a name', () => {
    expect(Object.keys(labelsRu.kinds).sort()).toEqual([...BUILT_IN_KINDS].sort());
  });

  it('the routes are shell.md §2’s: index, editor, viewer, element link, compare and public page, in both apps, with titles that are labels', () => {
    const routes = extension.contributes.routes ?? [];
    expect(routes.map((r) => [r.id, r.path, r.app])).toEqual([
      ['structuredDocuments.index', '/structuredDocuments', 'both'],
      ['structuredDocuments.edit', '/structuredDocuments/edit/:id', 'both'],
      ['structuredDocuments.view', '/view/:id', 'both'],
      ['structuredDocuments.editElement', '/editElement/:id', 'both'],
      ['structuredDocuments.compare', '/comparePublications/:documentId/:pubId/:secondPubId', 'both'],
      ['structuredDocuments.public', '/public/structuredDoc/:documentId/:publicationId?', 'both'],
      ['structuredDocuments.builder', '/structuredDocuments/builder', 'both'],
    ]);
    expect(routes.map((r) => r.path)).toEqual([...SDOC_ROUTE_PATHS]);
    for (const route of routes) expect(entries(labelsRu).map(([k]) => k)).toContain(route.titleKey);
    expect(extension.contributes.menus?.[0]).toMatchObject({ route: '/structuredDocuments', labelKey: 'list.menu' });
  });
});
