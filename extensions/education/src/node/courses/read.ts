import { PROP, inChunks, inIds, rowRefs, rowText, rowValue, type InstanceRow } from '@ontobench/sdk/common';
import { readRows, type DataReader } from '@ontobench/sdk/node';
import { EDU_CLASS } from '../../common/classes.ts';
import { COURSE_PROP } from '../../common/courses/schema.ts';
import { FLOW_PROP } from '../../common/flows/schema.ts';
import type { CourseDetail, CourseItem, CourseSummary, EduRef } from '../../common/courses/api.ts';

const COURSE_FIELDS = [
  COURSE_PROP.code,
  COURSE_PROP.status,
  COURSE_PROP.notActive,
  COURSE_PROP.description,
  COURSE_PROP.createStudentOntology,
  PROP.author,
  PROP.creationDate,
];
const ITEM_FIELDS = [
  COURSE_PROP.itemCourse,
  COURSE_PROP.itemParent,
  COURSE_PROP.itemOrder,
  COURSE_PROP.itemNotActive,
  COURSE_PROP.itemAoe,
];

/** A stored flag (true, 'true'). */
export const flag = (row: InstanceRow, prop: string) => String(rowValue(row, prop)) === 'true';
/** A stored number, or null. */
export const num = (row: InstanceRow, prop: string): number | null => {
  const v = rowValue(row, prop);
  return v === null || v === '' || Number.isNaN(Number(v)) ? null : Number(v);
};
export const ref = (row: InstanceRow, prop: string): EduRef | null => rowRefs(row, prop)[0] ?? null;

function summary(row: InstanceRow): CourseSummary {
  return {
    id: row.id,
    name: row.name,
    code: rowText(row, COURSE_PROP.code) ?? '',
    status: ref(row, COURSE_PROP.status),
    notActive: flag(row, COURSE_PROP.notActive),
    author: ref(row, PROP.author),
    dateCreate: rowText(row, PROP.creationDate),
  };
}

/** The courses of `ids` (every course when null), by code then name. */
export async function readCourseRows(read: DataReader, ids: ReadonlySet<string> | null): Promise<InstanceRow[]> {
  const rows =
    ids === null
      ? await readRows(read, EDU_CLASS.Course, COURSE_FIELDS, { limit: 10_000 })
      : await inChunks([...ids], (chunk) =>
          readRows(read, EDU_CLASS.Course, COURSE_FIELDS, { filter: inIds('id', chunk) }),
        );
  const key = (row: InstanceRow) => `${rowText(row, COURSE_PROP.code) ?? ''}\u0000${row.name}`;
  return rows.sort((a, b) => key(a).localeCompare(key(b), 'ru', { numeric: true }));
}

export const courseSummaries = (rows: readonly InstanceRow[]): CourseSummary[] => rows.map(summary);

/** The structure items of a course, flat, by order within their parent. */
export async function readItems(read: DataReader, courseId: string): Promise<CourseItem[]> {
  const rows = await readRows(read, EDU_CLASS.CourseStructureItem, ITEM_FIELDS, {
    filter: inIds(COURSE_PROP.itemCourse, [courseId]),
    limit: 10_000,
  });
  return rows
    .map((row) => ({
      id: row.id,
      name: row.name,
      parent: rowRefs(row, COURSE_PROP.itemParent)[0]?.id ?? null,
      order: num(row, COURSE_PROP.itemOrder) ?? 0,
      notActive: flag(row, COURSE_PROP.itemNotActive),
      unit: ref(row, COURSE_PROP.itemAoe),
    }))
    .sort((a, b) => a.order - b.order || a.name.localeCompare(b.name, 'ru'));
}

/** A course with its structure and flows (`row` read with COURSE_FIELDS). */
export async function courseDetail(read: DataReader, row: InstanceRow, canEdit: boolean): Promise<CourseDetail> {
  const flows = await readRows(read, EDU_CLASS.Flow, [FLOW_PROP.code], {
    filter: inIds(FLOW_PROP.course, [row.id]),
    limit: 1000,
  });
  return {
    ...summary(row),
    description: rowText(row, COURSE_PROP.description) ?? '',
    createStudentOntology: flag(row, COURSE_PROP.createStudentOntology),
    items: await readItems(read, row.id),
    flows: flows
      .map((f) => ({ id: f.id, name: f.name, code: rowText(f, FLOW_PROP.code) ?? '' }))
      .sort((a, b) => a.name.localeCompare(b.name, 'ru')),
    canEdit,
  };
}
