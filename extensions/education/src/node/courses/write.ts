import { PROP } from '@ontobench/sdk/common';
import { HttpError, updateOp } from '@ontobench/sdk/node';
import { EDU_CLASS } from '../../common/classes.ts';
import { COURSE_PROP } from '../../common/courses/schema.ts';
import type { CourseInput, CourseItem } from '../../common/courses/api.ts';

type Op = Record<string, unknown>;
const orNull = (text: string) => (text === '' ? null : text);

/** The set_data of a course's own fields (§3). */
export function courseOps(id: string, input: CourseInput): Op[] {
  return [
    updateOp(id, PROP.name, input.name),
    updateOp(id, COURSE_PROP.code, orNull(input.code)),
    updateOp(id, COURSE_PROP.description, orNull(input.description)),
    updateOp(id, COURSE_PROP.status, input.status),
    updateOp(id, COURSE_PROP.notActive, input.notActive),
    updateOp(id, COURSE_PROP.createStudentOntology, input.createStudentOntology),
  ];
}

/**
 * The set_data turning the stored structure into the sent one: new items (with the page's ids) first,
 * then every item's fields, then the left-out items deleted. `taken`: ids of the sent new items that
 * already name another object (a 400).
 */
export function itemOps(
  courseId: string,
  input: CourseInput,
  stored: readonly CourseItem[],
  taken: ReadonlySet<string>,
): Op[] {
  const items = input.items ?? [];
  const storedIds = new Set(stored.map((i) => i.id));
  const fresh = items.filter((i) => !storedIds.has(i.id));
  const clash = fresh.find((i) => taken.has(i.id));
  if (clash) throw new HttpError(400, `Элемент «${clash.name}»: идентификатор занят другим объектом`);
  const sent = new Set(items.map((i) => i.id));
  return [
    ...fresh.map((i) => ({ op: 'new', class: EDU_CLASS.CourseStructureItem, name: i.name, inst: i.id })),
    ...items.flatMap((i) => [
      updateOp(i.id, PROP.name, i.name),
      updateOp(i.id, COURSE_PROP.itemCourse, courseId),
      updateOp(i.id, COURSE_PROP.itemParent, i.parent),
      updateOp(i.id, COURSE_PROP.itemOrder, i.order),
      updateOp(i.id, COURSE_PROP.itemNotActive, i.notActive),
      updateOp(i.id, COURSE_PROP.itemAoe, i.unit),
    ]),
    ...stored.filter((i) => !sent.has(i.id)).map((i) => ({ op: 'del', inst: i.id, del_force: true })),
  ];
}
