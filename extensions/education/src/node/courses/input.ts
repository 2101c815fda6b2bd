import { UUID_PATTERN } from '@ontobench/sdk/common';
import { HttpError, objectBody } from '@ontobench/sdk/node';
import { COURSE_STATUS } from '../../common/courses/schema.ts';
import type { CourseInput, CourseItemInput } from '../../common/courses/api.ts';

/** The most items a course's structure holds. */
export const MAX_ITEMS = 500;
const STATUSES: readonly string[] = Object.values(COURSE_STATUS);

const bad = (message: string): never => {
  throw new HttpError(400, message);
};
const text = (v: unknown, what: string, max: number, required = false): string => {
  if (v === undefined || v === null) v = '';
  if (typeof v !== 'string') return bad(`${what}: ожидается строка`);
  if (required && v.trim() === '') return bad(`Укажите ${what}`);
  if (v.length > max) return bad(`${what}: не длиннее ${max} символов`);
  return v.trim();
};
const bool = (v: unknown, what: string): boolean => {
  if (v === undefined || v === null) return false;
  if (typeof v !== 'boolean') return bad(`${what}: ожидается true или false`);
  return v;
};
const id = (v: unknown, what: string): string => {
  if (typeof v !== 'string' || !UUID_PATTERN.test(v)) return bad(`${what}: ожидается идентификатор`);
  return v.toLowerCase();
};

function item(v: unknown, n: number): CourseItemInput {
  const o = objectBody<Record<string, unknown>>(v);
  const order = o.order ?? n;
  if (typeof order !== 'number' || !Number.isInteger(order)) bad(`Элемент ${n + 1}: порядок — целое число`);
  return {
    id: id(o.id, `Элемент ${n + 1}`),
    name: text(o.name, `название элемента ${n + 1} структуры`, 500, true),
    parent: o.parent === null || o.parent === undefined ? null : id(o.parent, `Элемент ${n + 1}, родитель`),
    order: order as number,
    notActive: bool(o.notActive, `Элемент ${n + 1}, not_active`),
    unit: o.unit === null || o.unit === undefined ? null : id(o.unit, `Элемент ${n + 1}, учебная единица`),
  };
}

/** Every parent is an item of the list and no item is its own ancestor. */
function checkTree(items: readonly CourseItemInput[]): void {
  const byId = new Map(items.map((i) => [i.id, i]));
  if (byId.size !== items.length) bad('Элементы структуры повторяются');
  for (const start of items) {
    const seen = new Set<string>();
    for (let at: CourseItemInput | undefined = start; at?.parent; at = byId.get(at.parent)) {
      if (!byId.has(at.parent)) bad(`Элемент «${at.name}»: родитель не найден в структуре курса`);
      if (seen.has(at.id)) bad(`Элемент «${start.name}» вложен сам в себя`);
      seen.add(at.id);
    }
  }
}

/** A course as sent (POST, PUT), checked field by field; a problem is a 400 in Russian. */
export function courseInput(body: unknown, withItems: boolean): CourseInput {
  const o = objectBody<Record<string, unknown>>(body);
  const status = o.status === null || o.status === undefined ? null : id(o.status, 'Статус');
  if (status !== null && !STATUSES.includes(status))
    bad('Статус курса: один из статусов «Черновик», «Активный», «В архиве»');
  const out: CourseInput = {
    name: text(o.name, 'название курса', 500, true),
    code: text(o.code, 'код курса', 100),
    description: text(o.description, 'описание курса', 20_000),
    status,
    notActive: bool(o.notActive, 'not_active'),
    createStudentOntology: bool(o.createStudentOntology, 'createStudentOntology'),
  };
  if (withItems && o.items !== undefined) {
    if (!Array.isArray(o.items)) bad('Структура курса (items): ожидается список');
    const items = o.items as unknown[];
    if (items.length > MAX_ITEMS) bad(`В структуре курса не больше ${MAX_ITEMS} элементов`);
    out.items = items.map(item);
    checkTree(out.items);
  }
  return out;
}
