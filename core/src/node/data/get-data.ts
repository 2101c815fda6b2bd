import type { DataRow, GetDataReply, GetDataRequest } from '../../common/data-api.ts';
import { PROP } from '../../common/ontology/system-ontology.ts';
import type { OntologyModel } from '../ontology/model.ts';
import type { SqlExecutor } from '../store/sql-store.ts';
import { accessFromRow, type Viewer } from './access.ts';
import type { CountCache } from './count-cache.ts';
import { fieldSortSql } from './field-sql.ts';
import { collectCells, triplets } from './get-data-cells.ts';
import { readPage } from './get-data-page.ts';
import { checkRequest } from './get-data-request.ts';
import { whereClause } from './get-data-where.ts';
import { CellBudget } from './query-cost.ts';
import { SqlParams } from './sql-params.ts';

export { DEFAULT_LIMIT } from './get-data-request.ts';

/**
 * get_data (spec shell.md §7): the instances of a class and its subclasses that the viewer may read,
 * filtered, sorted and paged in SQL, then the requested fields' values fetched for that page only.
 * `counts` keeps exact counts while the database does not change (count-cache.ts).
 *
 * In four steps, each in its own file: check the request (get-data-request), build the WHERE
 * (get-data-where), read the page and the count (get-data-page), collect the fields' cells
 * (get-data-cells).
 */
export async function getData(
  db: SqlExecutor,
  model: OntologyModel,
  viewer: Viewer,
  req: GetDataRequest,
  counts?: CountCache,
): Promise<GetDataReply> {
  const checked = await checkRequest(db, model, viewer, req);
  const { fields } = checked;
  const p = new SqlParams();
  const where = whereClause(model, viewer, req, checked, p);
  const sorts = fields.filter((f) => f.sort).map((f) => fieldSortSql(f, checked.info(f.prop), p));
  const page = await readPage(db, viewer, { where, sorts, limit: checked.limit, offset: req.offset ?? 0 }, p, counts);

  const budget = new CellBudget();
  // Each row starts with its name.
  budget.take(page.rows.length);
  const cells = await collectCells({ db, model, viewer, budget }, page.rows, fields, 0);
  const rows: DataRow[] = [];
  page.rows.forEach((r, row) => {
    const a = accessFromRow(viewer, r);
    rows.push({
      row,
      inst: r.id,
      prop: PROP.name,
      val: r.name,
      cap: r.name,
      readonly: !a.canWrite,
      can_delete: a.canDelete,
    });
    for (const cell of cells.get(r.id) ?? []) rows.push({ row, inst: r.id, ...cell });
  });
  const reply: GetDataReply = { rows, count_rows: page.total };
  if (req.triplets)
    reply.triplets = await triplets(
      db,
      page.rows.map((r) => r.id),
      budget,
    );
  return reply;
}
