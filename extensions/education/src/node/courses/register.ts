import { PROP, UUID_PATTERN, filterLiteral } from '@ontobench/sdk/common';
import {
  HttpError,
  readRows,
  unrestrictedReader,
  writeAsUser,
  type RouteRequest,
  type SeedContext,
  type ServerExtensionContext,
  type UserContext,
} from '@ontobench/sdk/node';
import { EDU_CLASS } from '../../common/classes.ts';
import { COURSES_API, type CourseDetail, type CourseSummary } from '../../common/courses/api.ts';
import { FLOW_PROP } from '../../common/flows/schema.ts';
import { coursesInLists, editableCourses, raised } from '../app/rights.ts';
import { assignmentsOn } from '../app/access.ts';
import { unitsInLists } from '../units/read.ts';
import { courseInput } from './input.ts';
import { courseDetail, courseSummaries, readCourseRows, readItems } from './read.ts';
import { courseOps, itemOps } from './write.ts';
import { seedCoursesDemo } from './demo.ts';

/** One answer for a course that does not exist, one the user may not open and a malformed id. */
export const COURSE_NOT_FOUND = 'Курс не найден';
const WORDS = { forbidden: 'У вас нет прав менять этот курс', missing: COURSE_NOT_FOUND };

/**
 * The courses part's calls (common/courses/api.ts; docs/education.md "Courses and units"). The server
 * decides: lists follow domain.md §6 (plus the courses the user created), a course is opened and changed by
 * its author, the holders of a teaching role on it and administrators; everything is read with the
 * unrestricted reader after that check and written as the user with raised rights, in one set_data.
 */
export function registerCourses(ctx: ServerExtensionContext): void {
  const read = unrestrictedReader(ctx.data);

  /** The course of the path, if the user may change it; else a 404. */
  async function editable(request: RouteRequest, user: UserContext) {
    const id = String(request.params.id ?? '').toLowerCase();
    if (!UUID_PATTERN.test(id)) throw new HttpError(404, COURSE_NOT_FOUND);
    const mine = await editableCourses(read, user);
    if (mine !== null && !mine.has(id)) throw new HttpError(404, COURSE_NOT_FOUND);
    const row = (await readCourseRows(read, new Set([id])))[0];
    if (!row) throw new HttpError(404, COURSE_NOT_FOUND);
    return row;
  }

  const detail = async (id: string): Promise<CourseDetail> => {
    const row = (await readCourseRows(read, new Set([id])))[0];
    if (!row) throw new HttpError(404, COURSE_NOT_FOUND);
    return courseDetail(read, row, true);
  };

  ctx.route('GET', COURSES_API.list, async (request): Promise<CourseSummary[]> => {
    const user = await request.user();
    return courseSummaries(await readCourseRows(read, await coursesInLists(read, user)));
  });

  ctx.route('POST', COURSES_API.list, async (request): Promise<CourseDetail> => {
    const user = await request.user();
    const input = courseInput(request.body, false);
    const id = crypto.randomUUID();
    await writeAsUser(
      (r) => ctx.data.run(user, r),
      [{ op: 'new', class: EDU_CLASS.Course, name: input.name, inst: id }, ...courseOps(id, input)],
      WORDS,
    );
    return detail(id);
  });

  ctx.route('GET', COURSES_API.course(':id'), async (request): Promise<CourseDetail> => {
    const user = await request.user();
    return courseDetail(read, await editable(request, user), true);
  });

  ctx.route('PUT', COURSES_API.course(':id'), async (request): Promise<CourseDetail> => {
    const user = await request.user();
    const row = await editable(request, user);
    const input = courseInput(request.body, true);
    const data = [...courseOps(row.id, input)];
    if (input.items) {
      const units = await unitsInLists(read, user);
      const foreign = input.items.find((i) => i.unit !== null && units !== null && !units.has(i.unit));
      if (foreign) throw new HttpError(400, `Элемент «${foreign.name}»: учебная единица не найдена`);
      const stored = await readItems(read, row.id);
      const storedIds = new Set(stored.map((i) => i.id));
      const taken = new Set<string>();
      for (const item of input.items)
        if (!storedIds.has(item.id) && (await ctx.index.kindOf(item.id))) taken.add(item.id);
      data.push(...itemOps(row.id, input, stored, taken));
    }
    await writeAsUser((r) => ctx.data.run(raised(user), r), data, WORDS);
    return detail(row.id);
  });

  ctx.route('DELETE', COURSES_API.course(':id'), async (request) => {
    const user = await request.user();
    const row = await editable(request, user);
    const author = (row.values.get(PROP.author) ?? [])[0]?.val;
    if (!user.isAdmin && author !== user.id) throw new HttpError(403, 'Удалить курс может его автор или администратор');
    const flows = await readRows(read, EDU_CLASS.Flow, [], {
      filter: `[${FLOW_PROP.course}] = ${filterLiteral(row.id)}`,
      limit: 1,
    });
    if (flows.length > 0) throw new HttpError(409, 'У курса есть потоки: сначала удалите их');
    const items = await readItems(read, row.id);
    const assignments = await assignmentsOn(read, [row.id]);
    await writeAsUser(
      (r) => ctx.data.run(raised(user), r),
      [
        ...items.map((i) => ({ op: 'del', inst: i.id, del_force: true })),
        ...assignments.map((a) => ({ op: 'del', inst: a.id, del_force: true })),
        { op: 'del', inst: row.id, del_force: true },
      ],
      WORDS,
    );
    return undefined;
  });
}

/** The courses part's demo data (a new demo database only): the two courses with their structure. */
export async function seedCourses(ctx: SeedContext): Promise<void> {
  await seedCoursesDemo(ctx);
}
