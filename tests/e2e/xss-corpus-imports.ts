import type { APIRequestContext } from '@playwright/test';
import { CSV_API, type CsvTarget } from '../../extensions/imports/src/common/csv/api.ts';
import { DOCS_API } from '../../extensions/imports/src/common/docs/api.ts';
import { EXCEL_API } from '../../extensions/imports/src/common/excel/api.ts';
import { PAYLOADS } from './xss-corpus.ts';

/**
 * Stores the imports area's part of the XSS corpus (issue 21 item 4) as the corpus's user: a CSV import
 * into a new model whose file name (the import's name on `/csv-import-index`), model, class, property and
 * row carry payloads; and, as an administrator, an Excel import descriptor named with one (`/import-from-excel`);
 * and a Markdown file of every payload (file name, heading, text and `javascript:` links) imported as a document
 * (`/docs-import`: the document in `/docs` and its viewer, the import in `/csv-import-index`).
 */
export async function storeImportsCorpus(
  request: APIRequestContext,
  token: string,
  adminToken: string,
  mark: string,
): Promise<void> {
  const target: CsvTarget = {
    kind: 'new',
    modelName: `${mark} модель ${PAYLOADS[0]}`,
    className: `${mark} класс ${PAYLOADS[1]}`,
    nameColumn: 0,
    columns: [{ column: 1, name: `${mark} свойство ${PAYLOADS[2]}`, type: 'string' }],
  };
  const text = `Имя;Поле\n"${mark} ${PAYLOADS[0]!.replace(/"/g, '""')}";"${PAYLOADS[1]!.replace(/"/g, '""')}"\n`;
  const reply = await request.post(`/api/${CSV_API.run}`, {
    headers: { authorization: `Bearer ${token}` },
    data: { text, fileName: `${mark} ${PAYLOADS[2]}.csv`, target },
  });
  if (!reply.ok()) throw new Error(`the corpus's CSV import: ${reply.status()} ${await reply.text()}`);
  const { modelId, classId } = (await reply.json()) as { modelId: string; classId: string };
  const descriptor = await request.post(`/api/${EXCEL_API.descriptors}`, {
    headers: { authorization: `Bearer ${adminToken}` },
    data: {
      name: `${mark} описание ${PAYLOADS[0]}`,
      sheet: `${mark}`.slice(0, 31),
      headerRow: 1,
      modelId,
      classId,
      nameColumn: `${mark} ${PAYLOADS[2]}`.slice(0, 200),
      columns: [],
    },
  });
  if (!descriptor.ok())
    throw new Error(`the corpus's Excel descriptor: ${descriptor.status()} ${await descriptor.text()}`);
  const markdown = [`# ${mark} ${PAYLOADS[0]}`, '', ...PAYLOADS.map((p) => `${p}\n`), '[ссылка](javascript:alert(1))'];
  const doc = await request.post(`/api/${DOCS_API.run}`, {
    headers: { authorization: `Bearer ${token}` },
    data: { file: Buffer.from(markdown.join('\n')).toString('base64'), fileName: `${mark} ${PAYLOADS[1]}.md` },
  });
  if (!doc.ok()) throw new Error(`the corpus's document import: ${doc.status()} ${await doc.text()}`);
}
