import { describe, expect, it } from 'vitest';
import { editor } from '../../contributions/editor.ts';
import { labels as labelsEn } from './labels.en.ts';
import { labels as labelsRu } from './labels.ru.ts';
import { pages as pagesEn } from './pages.en.ts';
import { pages as pagesRu } from './pages.ru.ts';

const entries = (o: object, prefix = ''): [string, string][] =>
  Object.entries(o).flatMap(([k, v]) =>
    typeof v === 'object' ? entries(v as object, `${prefix}${k}.`) : [[`${prefix}${k}`, String(v)]],
  );

describe('the editor’s texts (ru default, en complete)', () => {
  it('English has exactly the Russian keys', () => {
    expect(entries(pagesEn).map(([k]) => k)).toEqual(entries(pagesRu).map(([k]) => k));
    expect(entries(labelsEn).map(([k]) => k)).toEqual(entries(labelsRu).map(([k]) => k));
  });

  it('no English in the Russian texts (address schemes and an example path aside)', () => {
    for (const [key, text] of [...entries(pagesRu), ...entries(labelsRu)]) {
      const words = text.replace(/https?|\(s\)|mailto|\/docs|\{\{\w+\}\}/g, '');
      expect([key, /[A-Za-z]/.test(words)]).toEqual([key, false]);
    }
  });

  it('the route title is a label (namespace `documents`, key `editor.title`)', () => {
    const route = editor.routes![0]!;
    expect(route.titleKey).toBe('editor.title');
    expect(labelsRu.title).toBe('Редактор документа');
  });
});
