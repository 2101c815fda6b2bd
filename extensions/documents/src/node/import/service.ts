import { splitContent } from '@ontobench/sdk/common';
import {
  HttpError,
  type DocumentImport,
  type DocumentImportInput,
  type ExtensionData,
  type UserContext,
} from '@ontobench/sdk/node';
import { DOC_CLASS, DOC_PROP } from '../../common/schema.ts';
import { convertHtml } from './convert.ts';

const MAY_NOT_CREATE = 'У вас нет прав на создание документов';
/** A document's name is at most this long (a longer first heading is cut). */
const NAME_LENGTH = 200;

/**
 * The documents area's DOCUMENT_IMPORT (the SDK's token; docs/documents.md "Import"): HTML into the
 * content model, and a new document created as the user through the data API, in one set_data (one
 * transaction): its name, annotation, content pieces, content version 1 and the user as its editor.
 */
export function documentImport(data: ExtensionData): DocumentImport {
  return {
    outline: (html) => convertHtml(html).outline,
    async create(user: UserContext, input: DocumentImportInput) {
      const name = input.name.replace(/\s+/g, ' ').trim().slice(0, NAME_LENGTH);
      if (name === '') throw new HttpError(400, 'Укажите название документа');
      const { json, outline } = convertHtml(input.html);
      const id = crypto.randomUUID();
      const annotation = input.annotation?.trim();
      try {
        await data.run(user, {
          act: 'set_data',
          data: [
            { op: 'new', class: DOC_CLASS.Document, name, inst: id },
            { op: 'upd', inst: id, prop: DOC_PROP.content, val: splitContent(json) },
            { op: 'upd', inst: id, prop: DOC_PROP.contentVersion, val: 1 },
            { op: 'upd', inst: id, prop: DOC_PROP.editor, val: user.id },
            ...(annotation ? [{ op: 'upd' as const, inst: id, prop: DOC_PROP.annotation, val: annotation }] : []),
          ],
        });
      } catch (error) {
        const code = (error as { refusal?: { code?: string } } | null)?.refusal?.code ?? '';
        if (code.startsWith('access.')) throw new HttpError(403, MAY_NOT_CREATE);
        throw error;
      }
      return { id, outline };
    },
  };
}
