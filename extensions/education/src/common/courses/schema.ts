import { dataProperty, objectProperty, type SchemaDeclaration } from '@ontobench/sdk/common';
import { EDU_CLASS, eduId } from '../classes.ts';

/**
 * The courses part's properties (`eduId(0x100)`–`0x1ff`): domain.md §3 "Course" — code, name, description,
 * status (id, name), flows, author, date_create, assignments, role, not_active, user, createStudentOntology;
 * "Course structure item" — name, parent, course, order, not_active, aoe. Name, author and date_create are
 * the core's columns; a course's flows are the flows whose `course` is it; assignments, role and user are
 * the store's assignments on the course (docs/education.md).
 */
export const COURSE_PROP = {
  code: eduId(0x100),
  description: eduId(0x101),
  /** §3 "status (id, name)": an instance of CourseStatus. */
  status: eduId(0x102),
  notActive: eduId(0x103),
  /** §3 `createStudentOntology`: each student of a flow of the course gets a personal ontology. */
  createStudentOntology: eduId(0x104),

  // Course structure item.
  /** The course the item belongs to. */
  itemCourse: eduId(0x110),
  /** The parent item (none: a top-level item). */
  itemParent: eduId(0x111),
  itemOrder: eduId(0x112),
  itemNotActive: eduId(0x113),
  /** The learning unit placed at the item (none: a section). */
  itemAoe: eduId(0x114),
} as const;

/** The course statuses (§3 "status (id, name)"): fixed instances of CourseStatus. */
export const COURSE_STATUS = {
  draft: eduId(0x501),
  active: eduId(0x502),
  archived: eduId(0x503),
} as const;

const COURSE = [EDU_CLASS.Course];
const ITEM = [EDU_CLASS.CourseStructureItem];

/** The courses part's classes, properties and statuses. */
export const COURSES_SCHEMA: Omit<SchemaDeclaration, 'owner'> = {
  classes: [
    { id: EDU_CLASS.Course, name: 'Course' },
    { id: EDU_CLASS.CourseStructureItem, name: 'Course structure item' },
    { id: EDU_CLASS.CourseStatus, name: 'Course status' },
  ],
  properties: [
    dataProperty(COURSE_PROP.code, 'code', 'string', COURSE),
    dataProperty(COURSE_PROP.description, 'description', 'string', COURSE),
    objectProperty(COURSE_PROP.status, 'status', COURSE, [EDU_CLASS.CourseStatus]),
    dataProperty(COURSE_PROP.notActive, 'not_active', 'boolean', COURSE),
    dataProperty(COURSE_PROP.createStudentOntology, 'createStudentOntology', 'boolean', COURSE),
    objectProperty(COURSE_PROP.itemCourse, 'course', ITEM, COURSE),
    objectProperty(COURSE_PROP.itemParent, 'parent', ITEM, ITEM),
    dataProperty(COURSE_PROP.itemOrder, 'order', 'integer', ITEM),
    dataProperty(COURSE_PROP.itemNotActive, 'not_active', 'boolean', ITEM),
    objectProperty(COURSE_PROP.itemAoe, 'aoe', ITEM, [EDU_CLASS.LearningUnit]),
  ],
  instances: [
    { id: COURSE_STATUS.draft, class: EDU_CLASS.CourseStatus, name: 'Черновик' },
    { id: COURSE_STATUS.active, class: EDU_CLASS.CourseStatus, name: 'Активный' },
    { id: COURSE_STATUS.archived, class: EDU_CLASS.CourseStatus, name: 'В архиве' },
  ],
};
