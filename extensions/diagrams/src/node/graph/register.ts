import { randomUUID } from 'node:crypto';
import { PROP, splitContent, type SetDataOperation } from '@ontobench/sdk/common';
import {
  HttpError,
  type RouteRequest,
  type ServerExtensionContext,
  type UserContext,
  dataAs,
} from '@ontobench/sdk/node';
import { GRAPH_API, type GraphDto, type GraphJson } from '../../common/graph/api.ts';
import { GRAPH_PROP } from '../../common/graph/schema.ts';
import { GraphInputError, checkGraphJson, checkGraphName } from '../../common/graph/validate.ts';
import { DIAGRAMS_CLASS } from '../../common/classes.ts';
import {
  MAY_NOT_CHANGE_GRAPH,
  graphDto,
  graphRefusal,
  graphSummary,
  listGraphRows,
  readGraphRow,
  writeGraph,
} from './store.ts';

/** A save carries the whole json: 2,000 nodes and 5,000 edges with labels fit well within 8 MB. */
const SAVE_BODY_LIMIT = 8 * 1024 * 1024;

/** The body of a create or a save, checked: a 400 in Russian names the first problem. */
function checked(body: unknown, create: boolean): { name?: string; json?: GraphJson } {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new HttpError(400, 'Ожидается объект с полями name и json');
  const { name, json } = body as { name?: unknown; json?: unknown };
  try {
    return {
      ...(create || name !== undefined ? { name: checkGraphName(name) } : {}),
      ...(json !== undefined ? { json: checkGraphJson(json) } : create ? { json: { nodes: [], edges: [] } } : {}),
    };
  } catch (error) {
    if (error instanceof GraphInputError) throw new HttpError(400, error.message);
    throw error;
  }
}

const jsonWrite = (inst: string, json: GraphJson): SetDataOperation => ({
  op: 'upd',
  inst,
  prop: GRAPH_PROP.json,
  val: splitContent(JSON.stringify(json)),
});

/**
 * The graphs' calls (issue 17 item 7; common/graph/api.ts): list, create, read, save, delete. Everything
 * runs as the signed-in user through the data API, so the store's access rules decide: a graph the user
 * may not read is a 404, one they may only read (a `reader` assignment) refuses every change with 403,
 * and a body that does not check is a 400 with nothing written.
 */
export function registerGraphs(ctx: ServerExtensionContext): void {
  const readerOf = (user: UserContext) => dataAs(ctx.data, user);

  const opened = async (request: RouteRequest) => {
    const user = await request.user();
    return { user, row: await readGraphRow(readerOf(user), request.params.id ?? '') };
  };

  const reread = async (user: UserContext, id: string): Promise<GraphDto> =>
    graphDto(await readGraphRow(readerOf(user), id));

  ctx.route('GET', GRAPH_API.list, async (request) => {
    const user = await request.user();
    return { graphs: (await listGraphRows(readerOf(user))).map(graphSummary) };
  });

  ctx.route(
    'POST',
    GRAPH_API.list,
    async (request): Promise<GraphDto> => {
      const user = await request.user();
      const body = checked(request.body, true);
      const inst = randomUUID();
      await ctx.data.unitOfWork(user, (uow) =>
        writeGraph(uow, [
          { op: 'new', class: DIAGRAMS_CLASS.Graph, name: body.name!, inst },
          jsonWrite(inst, body.json!),
        ]),
      );
      return reread(user, inst);
    },
    { bodyLimit: SAVE_BODY_LIMIT },
  );

  ctx.route('GET', GRAPH_API.graph(':id'), async (request) => graphDto((await opened(request)).row));

  ctx.route(
    'PUT',
    GRAPH_API.graph(':id'),
    async (request): Promise<GraphDto> => {
      const { user, row } = await opened(request);
      if (row.readonly) throw new HttpError(403, MAY_NOT_CHANGE_GRAPH);
      const patch = checked(request.body, false);
      const ops: SetDataOperation[] = [];
      if (patch.name !== undefined) ops.push({ op: 'upd', inst: row.id, prop: PROP.name, val: patch.name });
      if (patch.json !== undefined) ops.push(jsonWrite(row.id, patch.json));
      await ctx.data.unitOfWork(user, (uow) => writeGraph(uow, ops));
      return reread(user, row.id);
    },
    { bodyLimit: SAVE_BODY_LIMIT },
  );

  ctx.route('DELETE', GRAPH_API.graph(':id'), async (request) => {
    const { user, row } = await opened(request);
    try {
      await ctx.data.run(user, { act: 'set_data', data: [{ op: 'del', inst: row.id }] });
    } catch (error) {
      throw graphRefusal(error);
    }
    return undefined;
  });
}
