import { UUID_PATTERN, splitContent } from '@ontobench/sdk/common';
import { HttpError } from '@ontobench/sdk/node';
import { DMN_MAX_XML } from '../common/api.ts';
import { DMN_PROP } from '../common/schema.ts';
import { DmnTableError, readDecisionTables } from '../common/table.ts';
import { readBySystemName, readChildren, rootOf, type Reader } from './store.ts';

/** §3 systemName: how processes call a table; a name a URL and a process definition can carry. */
const SYSTEM_NAME = /^[A-Za-z][A-Za-z0-9_.-]{0,99}$/;

export function checkName(value: unknown): string {
  const name = typeof value === 'string' ? value.trim() : '';
  if (!name || name.length > 200) throw new HttpError(400, 'Укажите название таблицы решений (до 200 символов)');
  return name;
}

export function checkSystemName(value: unknown): string {
  if (value === undefined || value === null) return '';
  const name = typeof value === 'string' ? value.trim() : null;
  if (name === null || (name !== '' && !SYSTEM_NAME.test(name)))
    throw new HttpError(400, 'Системное имя: латинские буквы, цифры, «_», «.» и «-», начиная с буквы, до 100 символов');
  return name;
}

/** The XML checked (§3 column types and hit policies, DMN 1.3), with the root decision's hit policy; 400 otherwise. */
export async function checkXml(value: unknown): Promise<{ xml: string; hitPolicy: string }> {
  if (typeof value !== 'string' || value.trim() === '') throw new HttpError(400, 'XML таблицы решений пуст');
  if (value.length > DMN_MAX_XML)
    throw new HttpError(400, `XML таблицы решений длиннее ${DMN_MAX_XML.toLocaleString('ru-RU')} символов`);
  try {
    const tables = await readDecisionTables(value);
    const required = new Set(tables.flatMap((t) => t.requires));
    const root = tables.find((t) => !required.has(t.decisionId)) ?? tables[0]!;
    return { xml: value, hitPolicy: root.hitPolicy };
  } catch (error) {
    if (error instanceof DmnTableError) throw new HttpError(400, error.message);
    throw error;
  }
}

/** A system name another family of tables the user may read already has: 409. */
export async function checkSystemNameFree(read: Reader, systemName: string, ownRoot: string | null): Promise<void> {
  if (!systemName) return;
  const taken = (await readBySystemName(read, systemName)).find((row) => rootOf(row) !== ownRoot);
  if (taken) throw new HttpError(409, `Системное имя «${systemName}» уже занято таблицей «${taken.name}»`);
}

/** §3 childrenDMN: ids of other tables the user may read (not the table itself); 400 otherwise. */
export async function checkChildren(read: Reader, value: unknown, self: string): Promise<string[]> {
  if (!Array.isArray(value) || value.some((id) => typeof id !== 'string' || !UUID_PATTERN.test(id)))
    throw new HttpError(400, 'Дочерние таблицы: нужен список идентификаторов таблиц решений');
  const ids = [...new Set((value as string[]).map((id) => id.toLowerCase()))];
  if (ids.includes(self)) throw new HttpError(400, 'Таблица не может быть дочерней самой себе');
  const found = new Set((await readChildren(read, ids)).map((row) => row.id));
  const missing = ids.find((id) => !found.has(id));
  if (missing) throw new HttpError(400, `Дочерняя таблица ${missing} не найдена`);
  return ids;
}

/** The set_data operations that write the XML with its derived hit policy. */
export const xmlWrites = (inst: string, xml: string, hitPolicy: string) => [
  { op: 'upd', inst, prop: DMN_PROP.xml, val: splitContent(xml) },
  { op: 'upd', inst, prop: DMN_PROP.hitPolicy, val: hitPolicy },
];
