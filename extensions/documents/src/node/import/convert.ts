import { HttpError, type DocumentImportOutline } from '@ontobench/sdk/node';
import type { DocNode } from '../../common/api.ts';
import { MAX_DOC_JSON_LENGTH, validateDocNode } from '../../common/doc-schema.ts';
import { parseHtml } from './html-tree.ts';
import { HtmlToDoc } from './html-to-doc.ts';
import type { Dropped } from './inline.ts';
import { outlineOf } from './outline.ts';

/** The content an import gives and its outline. */
export interface Converted {
  doc: DocNode;
  json: string;
  outline: DocumentImportOutline;
}

export const NO_TEXT = 'В файле нет текста: импортировать нечего';

function attempt(html: string, images: boolean): { doc: DocNode; json: string; dropped: Dropped } {
  const dropped: Dropped = { images: 0, links: 0 };
  const content = new HtmlToDoc({ images, dropped }).blocks(parseHtml(html));
  const doc: DocNode = { type: 'doc', content };
  return { doc, json: JSON.stringify(doc), dropped };
}

/**
 * HTML into the documents area's content (docs/documents.md "Import"). Images are kept when their address
 * is safe; when the content with them is larger than a document may be, they are left out and a warning
 * says so. A 400 (Russian) when nothing with text is left, or the content is too large even without them.
 * The result passes the same check a save does (`validateDocNode`).
 */
export function convertHtml(html: string): Converted {
  let result = attempt(html, true);
  const warnings: string[] = [];
  if (result.json.length > MAX_DOC_JSON_LENGTH && result.json.includes('"type":"image"')) {
    result = attempt(html, false);
    warnings.push('Изображения не импортированы: с ними документ больше допустимого размера');
  }
  const { doc, json, dropped } = result;
  if (json.length > MAX_DOC_JSON_LENGTH)
    throw new HttpError(
      400,
      `Документ слишком велик: ${json.length} символов содержимого, можно не больше ${MAX_DOC_JSON_LENGTH}`,
    );
  const outline = outlineOf(doc);
  if (outline.paragraphs === 0 && outline.headings.length === 0 && outline.tables === 0)
    throw new HttpError(400, NO_TEXT);
  const problem = validateDocNode(doc);
  if (problem) throw new HttpError(400, problem);
  if (dropped.images > 0 && warnings.length === 0)
    warnings.push(`Пропущено изображений: ${dropped.images} (адрес не http(s) и не растровый рисунок)`);
  if (dropped.links > 0)
    warnings.push(`Ссылок без адреса: ${dropped.links} (разрешены только http(s): и mailto:; текст оставлен)`);
  return { doc, json, outline: { ...outline, warnings } };
}
