import { randomUUID } from 'node:crypto';
import { SDOC_CLASS } from '../../common/schema.ts';
import { SDOC_API, type DocumentClassEntry } from '../../common/api.ts';
import { unrestrictedReader, type ServerExtensionContext } from '@ontobench/sdk/node';
import { checkDocumentId } from '../state/read-state.ts';
import { setDocumentClass } from './class-of.ts';
import { checkAdmin, checkClassId, classWrites, deleteClass, listClasses, readClass } from './classes.ts';
import { checkClassInput } from './input.ts';
import { OFFERABLE_KINDS } from '../../common/offered-kinds.ts';

/**
 * The builder's calls (issue 16 item 8; domain.md §6 "Builder of structured documents is admin only"):
 * list, create, change and delete document classes. Every call refuses anyone but an administrator (403);
 * offered kinds are checked (unknown: 400) and completed with what they need; a class documents are of
 * is not deleted (409). Any user lists the classes' names and sets the class of a document whose structure
 * they change; documents read a class's kinds through `document/fetch`.
 */
/** The builder's own calls: administrators only, turned away before the body is read. */
const ADMIN = { adminOnly: true } as const;

export function registerBuilder(ctx: ServerExtensionContext): void {
  const read = unrestrictedReader(ctx.data);
  // The built-in kinds and those of the enabled runtime plugins (their headers' documentComponents).
  const offerable = async () => [...OFFERABLE_KINDS, ...(await ctx.plugins.documentComponents()).map((c) => c.id)];

  ctx.route(
    'GET',
    SDOC_API.classes,
    async (request) => {
      checkAdmin(await request.user());
      return listClasses(read);
    },
    ADMIN,
  );

  ctx.route(
    'POST',
    SDOC_API.classes,
    async (request): Promise<DocumentClassEntry> => {
      const user = await request.user();
      checkAdmin(user);
      const input = checkClassInput(request.body, true, await offerable());
      const inst = randomUUID();
      await ctx.data.run(user, {
        act: 'set_data',
        data: [
          { op: 'new', class: SDOC_CLASS.DocumentClass, name: input.name!, inst },
          ...classWrites(inst, { offeredKinds: input.offeredKinds }),
        ],
      });
      return readClass(read, inst);
    },
    ADMIN,
  );

  ctx.route(
    'PUT',
    SDOC_API.documentClass(':id'),
    async (request): Promise<DocumentClassEntry> => {
      const user = await request.user();
      checkAdmin(user);
      const classId = checkClassId(request.params.id);
      const input = checkClassInput(request.body, false, await offerable());
      await readClass(read, classId);
      const data = classWrites(classId, input);
      if (data.length > 0) await ctx.data.run(user, { act: 'set_data', data });
      return readClass(read, classId);
    },
    ADMIN,
  );

  // The create dialog's choice: every signed-in user may choose a class for their document.
  ctx.route('GET', SDOC_API.classChoices, async (request) => {
    await request.user();
    return (await listClasses(read)).map(({ id, name }) => ({ id, name }));
  });

  ctx.route('PUT', SDOC_API.classOf(':id'), async (request) => {
    const user = await request.user();
    return setDocumentClass(ctx, user, read, checkDocumentId(request.params.id), request.body);
  });

  ctx.route(
    'DELETE',
    SDOC_API.documentClass(':id'),
    async (request) => {
      const user = await request.user();
      checkAdmin(user);
      await deleteClass(ctx, user, read, checkClassId(request.params.id));
    },
    ADMIN,
  );
}
