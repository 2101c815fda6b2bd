import { HttpError } from '@ontobench/sdk/node';
import { DOCS_MAX_BYTES, docsFormatOf, type DocsFormat } from '../../common/docs/api.ts';

/** An uploaded document read as HTML: what the documents area's import turns into content. */
export interface ReadDocument {
  fileName: string;
  format: DocsFormat;
  html: string;
  /** The file name without its extension: the document's name when it has no heading. */
  baseName: string;
  /** What mammoth could not carry over (unknown styles, images of odd types), in Russian. */
  warnings: string[];
}

const ZIP = [0x50, 0x4b, 0x03, 0x04];

/**
 * Reads `{ file (base64), fileName }` (issue 21 item 4, docs/imports.md "Documents"): a .docx through mammoth
 * (underline kept; images as data URLs, which the documents area keeps when raster), a .md through
 * markdown-it with raw HTML off (`<script>` in the text stays text) and links only as the documents area
 * allows them. Refused with a Russian 400, nothing written: no file, an empty or too large one, another
 * extension, a .docx that is not a ZIP or not a Word document, a .md with binary data or not UTF-8.
 */
export async function readDocument(body: { file?: unknown; fileName?: unknown }): Promise<ReadDocument> {
  const fileName = typeof body.fileName === 'string' ? body.fileName.trim() : '';
  const format = docsFormatOf(fileName);
  if (!format) throw new HttpError(400, 'Поддерживаются файлы Word (.docx) и Markdown (.md)');
  const file = typeof body.file === 'string' ? Buffer.from(body.file, 'base64') : null;
  if (!file || file.length === 0) throw new HttpError(400, 'Файл пуст: выберите документ .docx или .md');
  if (file.length > DOCS_MAX_BYTES) throw new HttpError(400, 'Файл больше 20 МБ');
  const baseName = fileName.replace(/\.[^.]+$/, '').trim() || fileName;
  const read = format === 'docx' ? await docxHtml(file) : { html: await markdownHtml(file), warnings: [] };
  return { fileName, format, baseName, ...read };
}

async function docxHtml(file: Buffer): Promise<{ html: string; warnings: string[] }> {
  if (!ZIP.every((byte, i) => file[i] === byte))
    throw new HttpError(400, 'Файл не похож на документ Word (.docx): это не ZIP-архив');
  const { default: mammoth } = await import('mammoth');
  try {
    const result = await mammoth.convertToHtml({ buffer: file }, { styleMap: ['u => u'] });
    return { html: result.value, warnings: result.messages.map((m) => mammothWarning(m.message)) };
  } catch {
    throw new HttpError(400, 'Файл не читается как документ Word (.docx)');
  }
}

async function markdownHtml(file: Buffer): Promise<string> {
  if (file.includes(0)) throw new HttpError(400, 'Файл не похож на Markdown: в нём двоичные данные');
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(file);
  } catch {
    throw new HttpError(400, 'Файл не в кодировке UTF-8: сохраните его в UTF-8 и загрузите снова');
  }
  if (text.replace(/^\ufeff/, '').trim() === '') throw new HttpError(400, 'Файл пуст: выберите документ .docx или .md');
  const { default: MarkdownIt } = await import('markdown-it');
  // html: false — raw HTML in the text is escaped, i.e. stays text; linkify off: a bare address is text too.
  const md = new MarkdownIt({ html: false, linkify: false, typographer: false });
  return md.render(text.replace(/^\ufeff/, ''));
}

/** mammoth's messages in Russian where their shape is known; others keep mammoth's text. */
export function mammothWarning(message: string): string {
  const style = /^Unrecognised (paragraph|run|table) style: '([^']*)'/.exec(message);
  if (style)
    return `Стиль ${style[1] === 'paragraph' ? 'абзаца' : style[1] === 'run' ? 'текста' : 'таблицы'} «${style[2]}» не распознан: текст импортирован без него`;
  const image = /^Image of type (.+) is unlikely to display/.exec(message);
  if (image) return `Изображение типа ${image[1]} не будет показано`;
  return `Замечание при чтении .docx: ${message}`;
}
