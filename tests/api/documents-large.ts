import type { DocNode } from '../../extensions/documents/src/common/api.ts';

/**
 * A 200-page document (issue 15 "Quality bars": about 100,000 words), the same every time: per page a
 * heading, a subheading and five paragraphs of 100 words with bold, italic and link marks; a list every
 * 5 pages and a table every 20. Its JSON is about 1.2 MB. Shared by the API tests and the benchmark.
 */
export const LARGE_PAGES = 200;
const WORDS_PER_PARAGRAPH = 100;
const PARAGRAPHS_PER_PAGE = 5;
const WORDS = [
  'онтология',
  'класс',
  'свойство',
  'экземпляр',
  'документ',
  'раздел',
  'модель',
  'знание',
  'связь',
  'термин',
  'значение',
  'описание',
  'университет',
  'кафедра',
  'курс',
  'студент',
  'и',
  'в',
  'на',
  'для',
];

export function largeDocument(pages = LARGE_PAGES): DocNode {
  let seed = 7;
  const word = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return WORDS[seed % WORDS.length]!;
  };
  const words = (n: number) => Array.from({ length: n }, word).join(' ');
  const text = (t: string, marks?: DocNode['marks']): DocNode => ({
    type: 'text',
    text: t,
    ...(marks ? { marks } : {}),
  });
  const paragraph = (): DocNode => ({
    type: 'paragraph',
    content: [
      text(`${words(40)} `),
      text(words(5), [{ type: 'bold' }]),
      text(` ${words(20)} `),
      text(words(5), [{ type: 'italic' }]),
      text(' '),
      text(words(3), [{ type: 'link', attrs: { href: 'https://example.org/page', target: '_blank' } }]),
      text(` ${words(WORDS_PER_PARAGRAPH - 73)}.`),
    ],
  });
  const heading = (level: number, t: string): DocNode => ({ type: 'heading', attrs: { level }, content: [text(t)] });
  const item = (t: string): DocNode => ({ type: 'listItem', content: [{ type: 'paragraph', content: [text(t)] }] });
  const cell = (t: string): DocNode => ({ type: 'tableCell', content: [{ type: 'paragraph', content: [text(t)] }] });
  const content: DocNode[] = [];
  for (let page = 1; page <= pages; page++) {
    content.push(heading(2, `Глава ${page}`), heading(3, `Раздел ${page}.1`));
    for (let i = 0; i < PARAGRAPHS_PER_PAGE; i++) content.push(paragraph());
    if (page % 5 === 0) content.push({ type: 'bulletList', content: [item(words(6)), item(words(6)), item(words(6))] });
    if (page % 20 === 0)
      content.push({
        type: 'table',
        content: [1, 2, 3].map((r) => ({ type: 'tableRow', content: [cell(`Строка ${r}`), cell(words(4))] })),
      });
  }
  return { type: 'doc', content };
}
