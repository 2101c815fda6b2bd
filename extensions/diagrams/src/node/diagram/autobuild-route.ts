import { CLASS, filterLiteral } from '@ontobench/sdk/common';
import {
  HttpError,
  readRows,
  SEMANTIC_SEARCH,
  type DataReader,
  type ServerExtensionContext,
} from '@ontobench/sdk/node';
import { DIAGRAM_API, type AutobuildReply, type ElementBinding } from '../../common/diagram/api.ts';
import { parseBpmn, writeBpmn } from '../../common/diagram/bpmn.ts';
import { AUTO_PREFIX, autobuildNodes, fillDiagram } from './autobuild.ts';
import { checkAutobuild } from './input.ts';
import type { OpenDiagram } from './register.ts';
import { diagramDto } from './store.ts';

/** The most rows one search puts on a diagram. */
export const AUTOBUILD_ROWS = 200;
export const NO_ANALYSIS =
  'Автопостроение недоступно: область анализа с семантическими поисками не запущена на сервере';
export const NO_SEARCHES = 'Для автопостроения не выбран ни один семантический поиск';

/**
 * `POST diagrams/{id}/autobuild` (domain.md §3 "autobuild", issue 17 item 3): the saved diagram's XML
 * filled from its searches (the rows the body sends, or the saved ones), run as the user through the
 * analysis area's semantic-search service; nothing is saved. Without the analysis area: 409.
 */
export function registerAutobuild(ctx: ServerExtensionContext, opened: OpenDiagram): void {
  ctx.route('POST', DIAGRAM_API.autobuild(':id'), async (request): Promise<AutobuildReply> => {
    const { read, row } = await opened(request);
    const search = ctx.services.optional(SEMANTIC_SEARCH);
    if (!search) throw new HttpError(409, NO_ANALYSIS);
    const body = (request.body ?? {}) as { autobuild?: unknown };
    const diagram = diagramDto(row);
    const rows = body.autobuild === undefined ? diagram.autobuild : checkAutobuild(body.autobuild);
    if (rows.length === 0) throw new HttpError(400, NO_SEARCHES);
    const tables = [];
    for (const r of rows) {
      const table = await search.run(read, r.ss, { limit: AUTOBUILD_ROWS });
      tables.push({ row: r, nodes: autobuildNodes(table, r.queryNode) });
    }
    const { moddle, definitions } = await parseBpmn(diagram.xml);
    const { counts, objects } = fillDiagram(moddle, definitions, tables);
    // The last autobuild's bindings go with its elements; each new task is bound to its row's object.
    const kept = diagram.elements.filter((b) => !b.elementId.startsWith(AUTO_PREFIX));
    const made = await bindings(ctx, read, objects);
    return { xml: await writeBpmn(moddle, definitions), elements: [...kept, ...made], counts };
  });
}

/**
 * The bindings of the autobuilt tasks (issue 17 item 3: "each diagram element can be bound to an ontology
 * class or individual"): a row about a class binds a class, any other an individual; its name is read as
 * the user, so a row they could not read (none: the search ran as them) binds nothing.
 */
async function bindings(
  ctx: ServerExtensionContext,
  read: DataReader,
  objects: ReadonlyMap<string, string>,
): Promise<ElementBinding[]> {
  const out: ElementBinding[] = [];
  const byObject = new Map<string, { name: string; kind: ElementBinding['kind'] } | null>();
  for (const [elementId, objectId] of objects) {
    if (!byObject.has(objectId)) byObject.set(objectId, await describe(ctx, read, objectId));
    const found = byObject.get(objectId);
    if (found) out.push({ elementId, objectId, objectName: found.name, kind: found.kind });
  }
  return out;
}

async function describe(ctx: ServerExtensionContext, read: DataReader, id: string) {
  const kind = await ctx.index.kindOf(id);
  const row = kind && (await readRows(read, kind.classId, [], { filter: `[id] = ${filterLiteral(id)}` }))[0];
  if (!kind || !row) return null;
  return { name: row.name, kind: kind.classId === CLASS.Class ? ('class' as const) : ('individual' as const) };
}
