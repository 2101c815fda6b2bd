import { HttpError, SEMANTIC_SEARCH, type ServerExtensionContext } from '@ontobench/sdk/node';
import { DIAGRAM_API, type AutobuildReply } from '../../common/diagram/api.ts';
import { parseBpmn, writeBpmn } from '../../common/diagram/bpmn.ts';
import { fillDiagram, nodeNames } from './autobuild.ts';
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
      tables.push({ row: r, names: nodeNames(table, r.queryNode) });
    }
    const { moddle, definitions } = await parseBpmn(diagram.xml);
    const counts = fillDiagram(moddle, definitions, tables);
    return { xml: await writeBpmn(moddle, definitions), elements: diagram.elements, counts };
  });
}
