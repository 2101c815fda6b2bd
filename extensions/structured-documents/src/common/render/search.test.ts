import { describe, expect, it } from 'vitest';
import { generatorFreeHtml, searchOf, searchResultHtml, type SearchFeed } from './search.ts';

const feed: SearchFeed = {
  name: 'Курсы',
  columns: [
    { code: 'name', title: 'Курс' },
    { code: 'credits', title: 'Зачётные единицы' },
  ],
  rows: [
    ['Онтологии', '4'],
    ['<b>Базы</b>', '12'],
  ],
  total: 5,
};

describe('search-fed components (issue 16 item 5: "semantic-search-result and generator components fed by a semantic search")', () => {
  it('a search is named in the settings by id or name; none when blank', () => {
    expect(searchOf({ semanticSearch: ' Курсы ' })).toBe('Курсы');
    expect(searchOf({ semanticSearch: '' })).toBeNull();
    expect(searchOf({})).toBeNull();
  });

  it('a search result is a table of the columns and rows, every text escaped, with how many of how many', () => {
    const html = searchResultHtml(feed);
    expect(html).toContain('<th>Курс</th><th>Зачётные единицы</th>');
    expect(html).toContain('<td>&#60;b&#62;Базы&#60;/b&#62;</td><td>12</td>');
    expect(html).toContain('2 из 5');
  });

  it('§8: a failed search shows its message; no search chosen and no rows say so', () => {
    expect(searchResultHtml({ error: 'Не удалось загрузить семантический поиск «X»' })).toContain(
      'role="alert">Не удалось загрузить семантический поиск «X»</p>',
    );
    expect(searchResultHtml(undefined)).toContain('Семантический поиск не выбран');
    expect(searchResultHtml({ ...feed, rows: [] })).toContain('Поиск не нашёл ни одной записи');
  });

  it('free mode repeats the template per row, placeholders by column title or code, values escaped', () => {
    const html = generatorFreeHtml('Курс {{Курс}}: {{ credits }} з. е. {{нет такого}}', feed);
    expect(html).toBe(
      '<div class="sdoc-generated-row"><p>Курс Онтологии: 4 з. е. {{нет такого}}</p></div>' +
        '<div class="sdoc-generated-row"><p>Курс &#60;b&#62;Базы&#60;/b&#62;: 12 з. е. {{нет такого}}</p></div>',
    );
  });

  it('a value holding a placeholder is not filled in again', () => {
    const tricky: SearchFeed = { ...feed, rows: [['{{credits}}', '4']] };
    expect(generatorFreeHtml('{{Курс}}', tricky)).toBe('<div class="sdoc-generated-row"><p>{{credits}}</p></div>');
  });

  it('an empty template lists every column of each row', () => {
    expect(generatorFreeHtml('', { ...feed, rows: [['Онтологии', '4']] })).toBe(
      '<div class="sdoc-generated-row"><p>Онтологии — 4</p></div>',
    );
  });
});
