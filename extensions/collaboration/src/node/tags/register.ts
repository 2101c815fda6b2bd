import { CLASS, PROP, UUID_PATTERN, filterLiteral, instanceRows, rowTexts } from '@ontobench/sdk/common';
import type { GetDataReply, SetDataOperation } from '@ontobench/sdk/common';
import { HttpError, type Migration, type RouteRequest, type ServerExtensionContext, dataAs } from '@ontobench/sdk/node';
import { TAGS_API, type TagView } from '../../common/tags/api.ts';
import { checkTagInput } from './input.ts';
import { readTag, readTags, type Reader } from './read.ts';
import { TAG_TEXTS } from './texts.ts';

/** The tags part's own tables: none (a tag is the core's CLASS.Tag). */
export const tagsMigrations: readonly Migration[] = [];

/** A path id, lower-cased, or a 404 with `notFound` (a malformed id names nothing). */
function pathId(request: RouteRequest, key: string, notFound: string): string {
  const id = (request.params[key] ?? '').toLowerCase();
  if (!UUID_PATTERN.test(id)) throw new HttpError(404, notFound);
  return id;
}

/** A refusal of the store as the tags' answer: no right → 403, vanished → 404. */
function refusal(error: unknown, forbidden: string, notFound: string): never {
  const code = (error as { refusal?: { code?: string } } | null)?.refusal?.code ?? '';
  if (code.startsWith('access.')) throw new HttpError(403, forbidden);
  if (code === 'object.notFound') throw new HttpError(404, notFound);
  throw error;
}

/**
 * The tags' calls (common/tags/api.ts; issue 21 item 6; domain.md §3 Tag). Everything runs as the
 * signed-in user through the data API: the store's access rule (the area's access policy, node/index.ts)
 * decides which tags they see, set_data which tags and objects they may change. A call checks its whole
 * input before it writes, so a refused call changes nothing.
 */
export function registerTags(ctx: ServerExtensionContext): void {
  const as = async (request: RouteRequest) => {
    const user = await request.user();
    const read: Reader = dataAs(ctx.data, user);
    const roles = user.isAdmin ? [] : await ctx.index.rolesOf(user);
    /** The tag as the user sees it, or a 404 (unseen and missing answer the same). */
    const visibleTag = async (id: string): Promise<TagView> => {
      const tag = await readTag(read, roles, id);
      if (!tag) throw new HttpError(404, TAG_TEXTS.notFound);
      return tag;
    };
    return { user, read, roles, visibleTag };
  };

  ctx.route('GET', TAGS_API.tags, async (request) => {
    const { read, roles } = await as(request);
    return readTags(read, roles);
  });

  ctx.route('POST', TAGS_API.tags, async (request) => {
    const { read, roles } = await as(request);
    const input = await checkTagInput(request.body, ctx.index, true);
    const inst = crypto.randomUUID();
    const data: SetDataOperation[] = [
      { op: 'new', class: CLASS.Tag, name: input.name!, inst },
      { op: 'upd', inst, prop: PROP.color, val: input.color! },
    ];
    if (input.availableToRoles?.length)
      data.push({ op: 'upd', inst, prop: PROP.availableToRoles, val: input.availableToRoles });
    await read({ act: 'set_data', data });
    const tag = await readTag(read, roles, inst);
    return tag;
  });

  ctx.route('PATCH', TAGS_API.tag(':id'), async (request) => {
    const { read, roles, visibleTag } = await as(request);
    const id = pathId(request, 'id', TAG_TEXTS.notFound);
    const tag = await visibleTag(id);
    if (!tag.canEdit) throw new HttpError(403, TAG_TEXTS.mayNotEdit);
    const input = await checkTagInput(request.body, ctx.index, false);
    const data: SetDataOperation[] = [];
    if (input.name !== undefined) data.push({ op: 'upd', inst: id, prop: PROP.name, val: input.name });
    if (input.color !== undefined) data.push({ op: 'upd', inst: id, prop: PROP.color, val: input.color });
    if (input.availableToRoles !== undefined)
      data.push({
        op: 'upd',
        inst: id,
        prop: PROP.availableToRoles,
        val: input.availableToRoles.length > 0 ? input.availableToRoles : null,
      });
    if (data.length > 0)
      await read({ act: 'set_data', data }).catch((e: unknown) => refusal(e, TAG_TEXTS.mayNotEdit, TAG_TEXTS.notFound));
    return readTag(read, roles, id);
  });

  ctx.route('DELETE', TAGS_API.tag(':id'), async (request) => {
    const { read, visibleTag } = await as(request);
    const id = pathId(request, 'id', TAG_TEXTS.notFound);
    const tag = await visibleTag(id);
    if (!tag.canEdit) throw new HttpError(403, TAG_TEXTS.mayNotEdit);
    // A deleted tag leaves every object it was on (del_force removes the values pointing at it).
    await read({ act: 'set_data', data: [{ op: 'del', inst: id, del_force: true }] }).catch((e: unknown) =>
      refusal(e, TAG_TEXTS.mayNotEdit, TAG_TEXTS.notFound),
    );
    return undefined;
  });

  for (const method of ['PUT', 'DELETE'] as const)
    ctx.route(method, TAGS_API.objectTag(':obj', ':tag'), async (request) => {
      const { read, visibleTag } = await as(request);
      const objectId = pathId(request, 'obj', TAG_TEXTS.objectNotFound);
      const tagId = pathId(request, 'tag', TAG_TEXTS.notFound);
      const tags = await objectTags(ctx, read, objectId);
      await visibleTag(tagId);
      const has = tags.includes(tagId);
      if (method === 'PUT' ? has : !has) return undefined;
      const op = method === 'PUT' ? ('add' as const) : ('rem' as const);
      await read({ act: 'set_data', data: [{ op, inst: objectId, prop: PROP.tags, val: tagId }] }).catch((e: unknown) =>
        refusal(e, TAG_TEXTS.mayNotTag, TAG_TEXTS.objectNotFound),
      );
      return undefined;
    });
}

/**
 * The tags on an object as the user sees them (only the tags visible to them: PROP.tags is private to
 * who sees the tag), or a 404 when they may not read the object, a 403 when they may not change it.
 */
async function objectTags(ctx: ServerExtensionContext, read: Reader, objectId: string): Promise<string[]> {
  const kind = await ctx.index.kindOf(objectId);
  if (!kind) throw new HttpError(404, TAG_TEXTS.objectNotFound);
  const reply = (await read({
    act: 'get_data',
    class: kind.classId,
    filter: `[id] = ${filterLiteral(objectId)}`,
    fields: [{ prop: PROP.tags }],
    limit: 1,
  }).catch((e: unknown) => {
    // An object of a class the user may not read (another user's class) is one they cannot see.
    if ((e as { statusCode?: number } | null)?.statusCode === 400) throw new HttpError(404, TAG_TEXTS.objectNotFound);
    return refusal(e, TAG_TEXTS.mayNotTag, TAG_TEXTS.objectNotFound);
  })) as GetDataReply;
  const row = instanceRows(reply)[0];
  if (!row) throw new HttpError(404, TAG_TEXTS.objectNotFound);
  if (row.readonly) throw new HttpError(403, TAG_TEXTS.mayNotTag);
  return rowTexts(row, PROP.tags);
}

/** Stops what the tags part started: nothing. */
export async function stopTags(): Promise<void> {}
