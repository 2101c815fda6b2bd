import { PROP } from '@ontobench/sdk/common';
import { unrestrictedReader, type ServerExtensionContext, type UserContext, dataAs } from '@ontobench/sdk/node';
import { DOCUMENTS_API, type ManualEntry } from '../../common/api.ts';
import { DOC_CLASS, DOC_PROP } from '../../common/schema.ts';
import { readableDocuments } from '../comments/store.ts';
import { first, named, readInstances, texts } from '../read/instances.ts';

/**
 * The user manuals (domain.md §3 "User manual: document, notActive flag, description, exactLink, url,
 * routes"): the active ones whose document the user reads. Manuals are an administrator's objects
 * (the class's policy), so they are read with reading rights on all of them; the documents they open
 * are checked as the user, and a manual of a document the user may not read is not listed.
 */
export function registerManuals(ctx: ServerExtensionContext): void {
  const read = unrestrictedReader(ctx.data);

  ctx.route('GET', DOCUMENTS_API.manuals, async (request): Promise<ManualEntry[]> => {
    const user: UserContext = await request.user();
    const manuals = await readInstances(read, {
      class: DOC_CLASS.UserManual,
      filter: `not [${DOC_PROP.manualNotActive}] = true`,
      fields: [
        { prop: DOC_PROP.manualDocument },
        { prop: PROP.description },
        { prop: DOC_PROP.manualExactLink },
        { prop: DOC_PROP.manualUrl },
        { prop: DOC_PROP.manualRoutes },
      ],
    });
    const documentIds = [...new Set(manuals.map((m) => named(m, DOC_PROP.manualDocument)?.id ?? ''))].filter(Boolean);
    const readable = await readableDocuments(dataAs(ctx.data, user), documentIds);
    const names = new Map(readable.map((d) => [d.id, d.name]));
    return manuals.flatMap((m): ManualEntry[] => {
      const documentId = named(m, DOC_PROP.manualDocument)?.id;
      if (!documentId || !names.has(documentId)) return [];
      const description = first(m, PROP.description);
      const url = first(m, DOC_PROP.manualUrl);
      return [
        {
          id: m.id,
          name: m.name,
          description: typeof description === 'string' ? description : null,
          document: { id: documentId, name: names.get(documentId)! },
          exactLink: first(m, DOC_PROP.manualExactLink) === true,
          url: typeof url === 'string' ? url : null,
          routes: texts(m, DOC_PROP.manualRoutes),
        },
      ];
    });
  });
}
