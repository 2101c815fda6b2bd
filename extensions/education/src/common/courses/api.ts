/**
 * The courses part's calls (issue 20 item 1; domain.md §3 "Course", "Course structure item", §6), mounted
 * under `/api/`. The server decides who reads and changes a course (docs/education.md "Courses and units").
 */
export const COURSES_API = {
  /** GET → CourseSummary[] (§6: a non-admin's courses); POST CourseInput → CourseDetail (a new course). */
  list: 'edu/courses',
  /** GET → CourseDetail; PUT CourseInput (with `items`: the whole structure tree) → CourseDetail; DELETE → 204. */
  course: (id: string) => `edu/courses/${id}`,
};

/** The courses part's calls, mounted under `/api/` (paths without it). */
export const COURSES_API_PATHS: readonly string[] = [COURSES_API.list, COURSES_API.course(':id')];

/** An instance by id and name. */
export interface EduRef {
  id: string;
  name: string;
}

/** A course in a list (§3: code, name, status, not_active, author, date_create). */
export interface CourseSummary {
  id: string;
  name: string;
  code: string;
  status: EduRef | null;
  notActive: boolean;
  author: EduRef | null;
  /** ISO date-time of creation. */
  dateCreate: string | null;
}

/** One item of a course's structure tree (§3: name, parent, course, order, not_active, aoe). */
export interface CourseItem {
  id: string;
  name: string;
  /** The parent item's id; null: a top-level item. */
  parent: string | null;
  order: number;
  notActive: boolean;
  /** The learning unit placed at the item; null: a section. */
  unit: EduRef | null;
}

/** A flow of the course (domain.md §3 Flow `course`). */
export interface CourseFlow {
  id: string;
  name: string;
  code: string;
}

/** A course with its structure and flows, as its page shows it. */
export interface CourseDetail extends CourseSummary {
  description: string;
  createStudentOntology: boolean;
  /** The structure tree, flat: each item names its parent; siblings by `order`. */
  items: CourseItem[];
  flows: CourseFlow[];
  /** The user may change the course, its structure and its assignments. */
  canEdit: boolean;
}

/** An item as the page sends it: a new one carries a fresh id of the page's making. */
export interface CourseItemInput {
  id: string;
  name: string;
  parent: string | null;
  order: number;
  notActive: boolean;
  /** The unit's id, or null. */
  unit: string | null;
}

/** What POST and PUT take. `items` (PUT only) is the whole tree: items left out are deleted. */
export interface CourseInput {
  name: string;
  code: string;
  description: string;
  /** A COURSE_STATUS id, or null. */
  status: string | null;
  notActive: boolean;
  createStudentOntology: boolean;
  items?: CourseItemInput[];
}
