import { unrestrictedReader, type ServerExtensionContext } from '@ontobench/sdk/node';
import { EDU_ME_API, type EduMe } from '../../common/app/api.ts';
import { listableCourseIds } from './access.ts';

/**
 * `GET edu/me` (docs/education.md "Menu entries by role"): whether the signed-in user teaches — the rule of
 * the course list (domain.md §6, `listableCourseIds`): administrators, and who holds an active `author` or
 * `teacher` assignment. The main menu shows the teachers' entries by it; the pages decide for themselves.
 */
export function registerApp(ctx: ServerExtensionContext): void {
  const read = unrestrictedReader(ctx.data);
  ctx.route('GET', EDU_ME_API.me, async (request): Promise<EduMe> => {
    const courses = await listableCourseIds(read, await request.user());
    return { teaches: courses === null || courses.size > 0 };
  });
}
