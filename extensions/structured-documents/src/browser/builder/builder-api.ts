import { apiRequest, replyDone, replyJson, type HttpClient } from '@ontobench/sdk';
import { SDOC_API, type DocumentClassEntry } from '../../common/api.ts';

/** A document class as the create dialog offers it. */
export interface ClassChoice {
  id: string;
  name: string;
}

/** The builder's calls (common/api.ts), administrators only: list, create, change, delete classes. */
export interface BuilderApi {
  list(signal?: AbortSignal): Promise<DocumentClassEntry[]>;
  create(name: string, offeredKinds: readonly string[]): Promise<DocumentClassEntry>;
  change(id: string, fields: { name?: string; offeredKinds?: readonly string[] }): Promise<DocumentClassEntry>;
  remove(id: string): Promise<void>;
}

/** The builder's calls over the signed-in HTTP client. */
export function builderApi(http: HttpClient): BuilderApi {
  return {
    list: async (signal) => replyJson(await apiRequest(http, 'GET', SDOC_API.classes, undefined, signal)),
    create: async (name, offeredKinds) =>
      replyJson(await apiRequest(http, 'POST', SDOC_API.classes, { name, offeredKinds })),
    change: async (id, fields) => replyJson(await apiRequest(http, 'PUT', SDOC_API.documentClass(id), fields)),
    remove: async (id) => {
      await replyDone(await apiRequest(http, 'DELETE', SDOC_API.documentClass(id)));
    },
  };
}

/** The classes a new document may be of (every signed-in user). */
export async function loadClassChoices(http: HttpClient, signal?: AbortSignal): Promise<ClassChoice[]> {
  return replyJson(await apiRequest(http, 'GET', SDOC_API.classChoices, undefined, signal));
}

/** Sets the document's class (null: none). */
export async function setDocumentClass(http: HttpClient, documentId: string, classId: string | null): Promise<void> {
  await replyJson(await apiRequest(http, 'PUT', SDOC_API.classOf(documentId), { classId }));
}
