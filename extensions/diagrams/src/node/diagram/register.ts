import { randomUUID } from 'node:crypto';
import {
  HttpError,
  type RouteRequest,
  type ServerExtensionContext,
  type UserContext,
  dataAs,
} from '@ontobench/sdk/node';
import { DIAGRAM_API, type DiagramDto, type DiagramSvg, type UpdateDiagram } from '../../common/diagram/api.ts';
import { DIAGRAM_MAX_XML } from '../../common/diagram/bpmn.ts';
import { registerAutobuild } from './autobuild-route.ts';
import { emptyDiagramXml } from './empty.ts';
import { registerExecutable } from './executable-route.ts';
import { checkCreate, checkUpdate } from './input.ts';
import { DIAGRAM_PROP } from '../../common/diagram/schema.ts';
import {
  diagramDto,
  familyRows,
  listDiagramRows,
  readDiagramRow,
  readDiagramSvg,
  summaryOf,
  versionOf,
} from './store.ts';
import {
  diagramRefusal,
  elementIdsOf,
  keptFor,
  MAY_NOT_CHANGE,
  MAY_NOT_DELETE,
  MAY_NOT_DELETE_ROOT,
  newDiagramWrites,
  patchWrites,
  versionWrites,
  written,
} from './writes.ts';

/** A save carries the XML and the SVG (each up to DIAGRAM_MAX_XML characters, up to 4 bytes each in UTF-8). */
const SAVE_BODY_LIMIT = 2 * 4 * DIAGRAM_MAX_XML + 1_000_000;

/**
 * The diagrams' calls (issue 17 items 1, 3, 4; common/diagram/api.ts): list, create, read, save, delete,
 * versions; the executable export and autobuild are in their own files. Everything runs as the signed-in
 * user through the data API, so the store's access rules decide: a diagram the user may not read is a
 * 404, one they may only read (a `reader` assignment) refuses every change with 403 and nothing written.
 */
export function registerDiagrams(ctx: ServerExtensionContext): void {
  const readerOf = (user: UserContext) => dataAs(ctx.data, user);

  /** The signed-in user and the diagram of the path (404 when they may not read it). */
  const opened = async (request: RouteRequest) => {
    const user = await request.user();
    const read = readerOf(user);
    const row = await readDiagramRow(read, request.params.id ?? '');
    return { user, read, row };
  };

  /** The diagram of the path for a change: 404 when unreadable, 403 when the user may only read it. */
  const editable = async (request: RouteRequest) => {
    const found = await opened(request);
    if (found.row.readonly) throw new HttpError(403, MAY_NOT_CHANGE);
    return found;
  };

  const reread = async (user: UserContext, id: string): Promise<DiagramDto> =>
    diagramDto(await readDiagramRow(readerOf(user), id));

  ctx.route('GET', DIAGRAM_API.list, async (request) => {
    const user = await request.user();
    return { diagrams: (await listDiagramRows(readerOf(user))).map(summaryOf) };
  });

  ctx.route(
    'POST',
    DIAGRAM_API.list,
    async (request): Promise<DiagramDto> => {
      const user = await request.user();
      const body = await checkCreate(request.body);
      const inst = randomUUID();
      await ctx.data.unitOfWork(user, (uow) =>
        written(uow, newDiagramWrites(inst, { ...body, xml: body.xml ?? emptyDiagramXml(body.name) })),
      );
      return reread(user, inst);
    },
    { bodyLimit: SAVE_BODY_LIMIT },
  );

  ctx.route('GET', DIAGRAM_API.diagram(':id'), async (request) => diagramDto((await opened(request)).row));

  // The preview on its own: the diagram's GET leaves it out (it is as large as the XML; docs/diagrams.md).
  ctx.route('GET', DIAGRAM_API.svg(':id'), async (request): Promise<DiagramSvg> => {
    const user = await request.user();
    return { svg: await readDiagramSvg(readerOf(user), request.params.id ?? '') };
  });

  ctx.route(
    'PUT',
    DIAGRAM_API.diagram(':id'),
    async (request): Promise<DiagramDto> => {
      const { user, row } = await editable(request);
      const patch = await checkUpdate(request.body);
      const stored = diagramDto(row);
      const final: UpdateDiagram = { ...patch };
      // Bindings and transitions follow the XML: those of elements the XML no longer has are dropped.
      if (patch.xml !== undefined || patch.elements !== undefined || patch.transitions !== undefined) {
        const ids = await elementIdsOf(patch.xml ?? stored.xml);
        final.elements = keptFor(patch.elements ?? stored.elements, ids);
        final.transitions = keptFor(patch.transitions ?? stored.transitions, ids);
      }
      await ctx.data.unitOfWork(user, (uow) => written(uow, patchWrites(row.id, final)));
      return reread(user, row.id);
    },
    { bodyLimit: SAVE_BODY_LIMIT },
  );

  ctx.route('DELETE', DIAGRAM_API.diagram(':id'), async (request) => {
    const { user, row } = await opened(request);
    if (!row.canDelete) throw new HttpError(403, MAY_NOT_DELETE);
    await ctx.data.unitOfWork(user, async (uow) => {
      const root = summaryOf(row).rootVersion;
      await uow.lock([root]);
      // The first version goes: the lowest one left becomes the family's root, so the family stays one.
      const rest = root === row.id ? (await familyRows(uow.run, root)).filter((r) => r.id !== row.id) : [];
      const newRoot = rest.at(-1)?.id;
      const reroot = rest.map((r) => ({
        op: 'upd' as const,
        inst: r.id,
        prop: DIAGRAM_PROP.rootVersion,
        val: newRoot!,
      }));
      try {
        // Forced: links to it (another version's source, a transition, an assignment) go with it.
        await uow.run({ act: 'set_data', data: [...reroot, { op: 'del', inst: row.id, del_force: true }] });
      } catch (error) {
        const code = (error as { refusal?: { code?: string } } | null)?.refusal?.code;
        if (code === 'access.change') throw new HttpError(403, MAY_NOT_DELETE_ROOT);
        throw diagramRefusal(error);
      }
    });
    return undefined;
  });

  ctx.route('GET', DIAGRAM_API.versions(':id'), async (request) => {
    const { read, row } = await opened(request);
    return { versions: (await familyRows(read, summaryOf(row).rootVersion)).map(summaryOf) };
  });

  ctx.route('POST', DIAGRAM_API.versions(':id'), async (request): Promise<DiagramDto> => {
    const { user, read, row } = await editable(request);
    const body = (request.body ?? {}) as { stage?: unknown };
    if (body.stage != null && (typeof body.stage !== 'string' || body.stage.trim().length > 100))
      throw new HttpError(400, 'Стадия версии — строка не длиннее 100 символов');
    const stage = typeof body.stage === 'string' && body.stage.trim() ? body.stage.trim() : null;
    const source = { ...diagramDto(row), svg: await readDiagramSvg(read, row.id) };
    const inst = randomUUID();
    await ctx.data.unitOfWork(user, async (uow) => {
      // Two new versions at once wait for each other here, so each takes its own number.
      await uow.lock([source.rootVersion]);
      const family = await familyRows(uow.run, source.rootVersion);
      const next = Math.max(versionOf(row), ...family.map(versionOf)) + 1;
      await written(uow, versionWrites(inst, source, next, stage));
    });
    return reread(user, inst);
  });

  registerExecutable(ctx, opened);
  registerAutobuild(ctx, opened);
}

/** What `opened` gives the other routes of the diagram: the user, their reader and the diagram's row. */
export type OpenDiagram = (request: RouteRequest) => Promise<{
  user: UserContext;
  read: (request: Parameters<ServerExtensionContext['data']['run']>[1]) => Promise<unknown>;
  row: Awaited<ReturnType<typeof readDiagramRow>>;
}>;
