import {
  AlignmentType,
  Document,
  ExternalHyperlink,
  HeadingLevel,
  LevelFormat,
  Packer,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
} from 'docx';

/**
 * Files for the document import's tests (tests/api/imports-docs.test.ts, tests/e2e/imports-docs.spec.ts):
 * a real .docx built with the `docx` package (the documents area's Word export uses it too) and Markdown
 * texts, each with the payloads of the XSS corpus where the test asks for them.
 */
const numbering = {
  config: [
    {
      reference: 'steps',
      levels: [{ level: 0, format: LevelFormat.DECIMAL, text: '%1.', alignment: AlignmentType.START }],
    },
  ],
};

/** A Word file: two headings, bold and a link in a paragraph, a nested bullet list, a numbered list, a table. */
export async function reportDocx(payloads = false): Promise<Buffer> {
  const doc = new Document({
    numbering,
    sections: [
      {
        children: [
          new Paragraph({ text: 'Отчёт о практике', heading: HeadingLevel.HEADING_1 }),
          new Paragraph({
            children: [
              new TextRun('Практика прошла '),
              new TextRun({ text: 'успешно', bold: true }),
              new TextRun(', подробности на '),
              new ExternalHyperlink({ link: 'https://example.org/practice', children: [new TextRun('сайте')] }),
              new TextRun('.'),
            ],
          }),
          new Paragraph({ text: 'Задачи', heading: HeadingLevel.HEADING_2 }),
          new Paragraph({ text: 'Сбор данных', bullet: { level: 0 } }),
          new Paragraph({ text: 'Опрос', bullet: { level: 1 } }),
          new Paragraph({ text: 'Анализ', bullet: { level: 0 } }),
          new Paragraph({ text: 'Первый шаг', numbering: { reference: 'steps', level: 0 } }),
          new Paragraph({ text: 'Второй шаг', numbering: { reference: 'steps', level: 0 } }),
          new Table({
            rows: [
              new TableRow({
                children: [
                  new TableCell({ children: [new Paragraph('Этап')] }),
                  new TableCell({ children: [new Paragraph('Срок')] }),
                ],
              }),
              new TableRow({
                children: [
                  new TableCell({ children: [new Paragraph('Отчёт')] }),
                  new TableCell({ children: [new Paragraph('май')] }),
                ],
              }),
            ],
          }),
          ...(payloads
            ? [
                new Paragraph('<script>alert(1)</script>'),
                new Paragraph('<img src=x onerror=alert(2)>'),
                new Paragraph({
                  children: [
                    new ExternalHyperlink({ link: 'javascript:alert(3)', children: [new TextRun('опасная ссылка')] }),
                  ],
                }),
              ]
            : []),
        ],
      },
    ],
  });
  return Packer.toBuffer(doc);
}

/** A Markdown file: headings on three levels, marks, a link, nested and numbered lists, a table, a code block. */
export const GUIDE_MD = [
  '# Руководство',
  '',
  'Текст с **жирным**, *курсивом*, ~~зачёркнутым~~ и [ссылкой](https://example.org/guide).',
  'Вторая строка абзаца.',
  '',
  '## Шаги',
  '',
  '- первый',
  '  - вложенный',
  '- второй',
  '',
  '3. третий',
  '4. четвёртый',
  '',
  '### Таблица',
  '',
  '| Имя | Роль |',
  '| --- | --- |',
  '| Анна | автор |',
  '',
  '```js',
  'const x = 1;',
  '```',
  '',
].join('\n');

/** Markdown with the XSS corpus: raw HTML, a script, an image with a handler, javascript: links. */
export const PAYLOAD_MD = [
  '# Опасный файл',
  '',
  '<script>alert(1)</script>',
  '',
  '<img src=x onerror=alert(2)>',
  '',
  '[нажми](javascript:alert(3)) и [почта](mailto:a@example.org) и <a href="javascript:alert(4)">сырой</a>',
  '',
  '![картинка](javascript:alert(5))',
  '',
].join('\n');

export const base64 = (content: Buffer | string) => Buffer.from(content).toString('base64');
