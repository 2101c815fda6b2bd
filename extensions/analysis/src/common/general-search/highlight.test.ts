import { describe, expect, it } from 'vitest';
import { matchRanges, queryWords, readableText, SNIPPET_LENGTH, snippetOf, wordMatches } from './highlight.ts';

const marked = (text: string, ranges: [number, number][]) => ranges.map(([s, e]) => text.slice(s, e));

describe('general search highlight (issue 18 item 6)', () => {
  it('takes the query words in lower case, without one-letter words', () => {
    expect(queryWords('Квантовая  механика и "Теория"')).toEqual(['квантовая', 'механика', 'теория']);
  });

  it('finds another word form of a Russian word (a shared stem)', () => {
    const text = 'Курс квантовой механики для физиков';
    expect(marked(text, matchRanges(text, queryWords('квантовая механика')))).toEqual(['квантовой', 'механики']);
  });

  it('finds a misspelt word and a part of a word', () => {
    expect(wordMatches('Математика', 'матиматика')).toBe(true);
    expect(wordMatches('Математика', 'тема')).toBe(true);
    expect(wordMatches('Физика', 'химия')).toBe(false);
  });

  it('cuts a long text around the first match, with the ranges shifted into the snippet', () => {
    const text = `${'слово '.repeat(60)}интеграл Римана ${'конец '.repeat(60)}`;
    const snippet = snippetOf(text, queryWords('интеграл'));
    expect(snippet.text.startsWith('…')).toBe(true);
    expect(snippet.text.endsWith('…')).toBe(true);
    expect(snippet.text.length).toBeLessThanOrEqual(SNIPPET_LENGTH + 2);
    expect(marked(snippet.text, snippet.ranges)).toEqual(['интеграл']);
  });

  it('keeps a short text whole and its markup as text (ranges, never HTML)', () => {
    const snippet = snippetOf('<b>Алгебра</b>', ['алгебра']);
    expect(snippet).toEqual({ text: '<b>Алгебра</b>', ranges: [[3, 10]] });
  });

  it('a JSON content value shows its text, not its markup', () => {
    const content = JSON.stringify({
      type: 'doc',
      content: [
        { type: 'heading', attrs: { level: 1 }, content: [{ type: 'text', text: 'Профессор' }] },
        { type: 'paragraph', content: [{ type: 'text', text: 'ведёт курс', marks: [{ type: 'bold' }] }] },
      ],
    });
    expect(readableText(content)).toBe('Профессор ведёт курс');
    expect(snippetOf(content, queryWords('профессор'))).toEqual({ text: 'Профессор ведёт курс', ranges: [[0, 9]] });
    expect(readableText('{не JSON')).toBe('{не JSON');
  });
});
