import { randomUUID } from 'node:crypto';
import { PROP, UUID_PATTERN, rowRefs, rowText, splitContent } from '@ontobench/sdk/common';
import {
  HttpError,
  type RouteRequest,
  type ServerExtensionContext,
  objectBody,
  updateOp,
  dataAs,
} from '@ontobench/sdk/node';
import { DMN_API, DMN_EVALUATE_PROCEDURE, type DmnDto, type EvaluateReply } from '../common/api.ts';
import { DMN_CLASS } from '../common/classes.ts';
import { newTableXml } from '../common/new-table.ts';
import { DMN_PROP } from '../common/schema.ts';
import { checkInputs, evaluateStored } from './evaluate.ts';
import {
  DMN_NOT_FOUND,
  MAY_NOT_CHANGE,
  readBySystemName,
  readSummaries,
  readTableRow,
  rootOf,
  tableDto,
  versionOf,
  written,
  xmlOf,
  type Reader,
} from './store.ts';
import { checkChildren, checkName, checkSystemName, checkSystemNameFree, checkXml, xmlWrites } from './write.ts';

/**
 * The decision tables' calls (common/api.ts, issue 17 item 6) and the procedure `dmn.evaluate` of
 * `POST execute`. Everything is read and written as the signed-in user through the data API, so the store's
 * access rules decide: a table the user may not read is a 404, one they may only read (a `reader`
 * assignment) refuses every change with 403. Bad input is a 400 with a Russian reason, and nothing is written.
 */
export function registerDmn(ctx: ServerExtensionContext): void {
  const as = async (request: RouteRequest): Promise<Reader> => {
    const user = await request.user();
    return dataAs(ctx.data, user);
  };
  /** The table of the path, and 403 when the user may only read it. */
  const editable = async (read: Reader, id: string | undefined) => {
    const row = await readTableRow(read, id ?? '');
    if (row.readonly) throw new HttpError(403, MAY_NOT_CHANGE);
    return row;
  };

  ctx.route('GET', DMN_API.list, async (request) => ({ tables: await readSummaries(await as(request)) }));

  ctx.route('POST', DMN_API.list, async (request): Promise<DmnDto> => {
    const read = await as(request);
    const body = objectBody(request.body);
    const name = checkName(body.name);
    const systemName = checkSystemName(body.systemName);
    const { xml, hitPolicy } = await checkXml(body.xml ?? newTableXml(name));
    await checkSystemNameFree(read, systemName, null);
    const inst = randomUUID();
    await written(read, [
      { op: 'new', class: DMN_CLASS.DmnTable, name, inst },
      ...xmlWrites(inst, xml, hitPolicy),
      ...(systemName ? [updateOp(inst, DMN_PROP.systemName, systemName)] : []),
      updateOp(inst, DMN_PROP.versionNumber, 1),
      updateOp(inst, DMN_PROP.rootVersionDmn, inst),
    ]);
    return tableDto(read, await readTableRow(read, inst));
  });

  ctx.route('GET', DMN_API.table(':id'), async (request) => {
    const read = await as(request);
    return tableDto(read, await readTableRow(read, request.params.id ?? ''));
  });

  ctx.route('PUT', DMN_API.table(':id'), async (request): Promise<DmnDto> => {
    const read = await as(request);
    const row = await editable(read, request.params.id);
    const body = objectBody(request.body);
    const writes: unknown[] = [];
    if (body.name !== undefined) writes.push(updateOp(row.id, PROP.name, checkName(body.name)));
    if (body.systemName !== undefined) {
      const systemName = checkSystemName(body.systemName);
      await checkSystemNameFree(read, systemName, rootOf(row));
      writes.push(updateOp(row.id, DMN_PROP.systemName, systemName || null));
    }
    if (body.xml !== undefined) {
      const { xml, hitPolicy } = await checkXml(body.xml);
      writes.push(...xmlWrites(row.id, xml, hitPolicy));
    }
    if (body.children !== undefined)
      writes.push(updateOp(row.id, DMN_PROP.childrenDmn, await checkChildren(read, body.children, row.id)));
    if (writes.length > 0) await written(read, writes);
    return tableDto(read, await readTableRow(read, row.id));
  });

  ctx.route('DELETE', DMN_API.table(':id'), async (request) => {
    const read = await as(request);
    const row = await editable(read, request.params.id);
    await written(read, [{ op: 'del', inst: row.id }]);
    return undefined;
  });

  ctx.route('GET', DMN_API.versions(':id'), async (request) => {
    const read = await as(request);
    const root = rootOf(await readTableRow(read, request.params.id ?? ''));
    const versions = (await readSummaries(read)).filter((t) => t.rootVersion === root);
    return { versions: versions.sort((a, b) => a.versionNumber - b.versionNumber) };
  });

  ctx.route('POST', DMN_API.versions(':id'), async (request): Promise<DmnDto> => {
    const read = await as(request);
    const row = await editable(read, request.params.id);
    const root = rootOf(row);
    const family = (await readSummaries(read)).filter((t) => t.rootVersion === root);
    const next = Math.max(versionOf(row), ...family.map((t) => t.versionNumber)) + 1;
    const inst = randomUUID();
    const systemName = rowText(row, DMN_PROP.systemName);
    const children = rowRefs(row, DMN_PROP.childrenDmn).map((c) => c.id);
    await written(read, [
      { op: 'new', class: DMN_CLASS.DmnTable, name: row.name, inst },
      updateOp(inst, DMN_PROP.xml, splitContent(xmlOf(row))),
      updateOp(inst, DMN_PROP.hitPolicy, rowText(row, DMN_PROP.hitPolicy) ?? 'UNIQUE'),
      ...(systemName ? [updateOp(inst, DMN_PROP.systemName, systemName)] : []),
      ...(children.length > 0 ? [updateOp(inst, DMN_PROP.childrenDmn, children)] : []),
      updateOp(inst, DMN_PROP.versionNumber, next),
      updateOp(inst, DMN_PROP.rootVersionDmn, root),
      updateOp(inst, DMN_PROP.sourceVersionDmn, row.id),
    ]);
    return tableDto(read, await readTableRow(read, inst));
  });

  ctx.route('POST', DMN_API.evaluate(':id'), async (request): Promise<EvaluateReply> => {
    const read = await as(request);
    const row = await readTableRow(read, request.params.id ?? '');
    return evaluateStored(read, row, checkInputs((request.body as { inputs?: unknown } | undefined)?.inputs));
  });

  // The processes area's service tasks (issue 19): a table by id or by systemName (its newest version).
  ctx.procedure(DMN_EVALUATE_PROCEDURE, async (payload, { user }): Promise<EvaluateReply> => {
    const read: Reader = dataAs(ctx.data, user);
    const { table, inputs } = (payload ?? {}) as { table?: unknown; inputs?: unknown };
    if (typeof table !== 'string' || table.trim() === '')
      throw new HttpError(400, 'dmn.evaluate: укажите таблицу (table) — её идентификатор или системное имя');
    const row = UUID_PATTERN.test(table)
      ? await readTableRow(read, table)
      : (await readBySystemName(read, table.trim()))[0];
    if (!row) throw new HttpError(404, `${DMN_NOT_FOUND}: «${table}»`);
    return evaluateStored(read, row, checkInputs(inputs));
  });
}
