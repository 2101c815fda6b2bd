import type { DocNode } from '../../common/api.ts';

/** Tests' documents: every node and mark the renderer knows, and references. */
export const REF_A = '0a1b2c3d-0000-4000-8000-00000000000a';
export const REF_B = '0a1b2c3d-0000-4000-8000-00000000000b';

const text = (t: string, marks?: DocNode['marks']): DocNode => ({ type: 'text', text: t, ...(marks ? { marks } : {}) });
const p = (...content: DocNode[]): DocNode => ({ type: 'paragraph', content });
const h = (level: number, t: string): DocNode => ({ type: 'heading', attrs: { level }, content: [text(t)] });
const cell = (type: string, t: string): DocNode => ({ type, attrs: { colspan: 1, rowspan: 1 }, content: [p(text(t))] });

export const SAMPLE_DOC: DocNode = {
  type: 'doc',
  content: [
    h(1, 'Введение'),
    p(
      text('Обычный '),
      text('жирный', [{ type: 'bold' }]),
      text(' и '),
      text('курсив', [{ type: 'italic' }, { type: 'strike' }]),
    ),
    p(
      text('Ссылка', [{ type: 'link', attrs: { href: 'https://example.org/a' } }]),
      { type: 'hardBreak' },
      text('после 😀 эмодзи'),
    ),
    h(2, 'Списки'),
    {
      type: 'bulletList',
      content: [
        { type: 'listItem', content: [p(text('один'))] },
        {
          type: 'listItem',
          content: [
            p(text('два', [{ type: 'underline' }])),
            {
              type: 'orderedList',
              attrs: { start: 3 },
              content: [{ type: 'listItem', content: [p(text('вложенный'))] }],
            },
          ],
        },
      ],
    },
    { type: 'blockquote', content: [p(text('цитата'))] },
    { type: 'codeBlock', attrs: { language: 'ts' }, content: [text(`const x = ':class-${REF_A}';`)] },
    { type: 'horizontalRule' },
    h(3, 'Таблица'),
    {
      type: 'table',
      content: [
        { type: 'tableRow', content: [cell('tableHeader', 'А'), cell('tableHeader', 'Б')] },
        { type: 'tableRow', content: [cell('tableCell', '1'), cell('tableCell', '2')] },
      ],
    },
    { type: 'image', attrs: { src: 'https://example.org/i.png', alt: 'рисунок' } },
    h(4, 'Четвёртый уровень'),
    p(text(`Класс :class-${REF_A}(Пицца) и !!:document-${REF_B} и `), text('код', [{ type: 'code' }]), text(' конец')),
  ],
};
