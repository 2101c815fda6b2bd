import { ONTOLOGY_MODEL, UUID_PATTERN, filterLiteral, inIds } from '@ontobench/sdk/common';
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
import { FLOW_PROP } from '../../common/flows/schema.ts';
import { COURSE_PROP } from '../../common/courses/schema.ts';
import { UNITS_API, type UnitDetail, type UnitInput, type UnitSummary } from '../../common/units/api.ts';
import { authorsOf, coursesInLists, mayEditUnit, raised } from '../app/rights.ts';
import { unitInput } from './input.ts';
import { readQuestions, unitDetail, unitSummaries, unitsInLists } from './read.ts';
import { freshIds, storedParts, unitOps } from './write.ts';
import { seedUnitsDemo } from './demo.ts';

/** One answer for a unit that does not exist, one the user may not open (a student) and a malformed id. */
export const UNIT_NOT_FOUND = 'Учебная единица не найдена';
const WORDS = { forbidden: 'У вас нет прав менять эту учебную единицу', missing: UNIT_NOT_FOUND };

/**
 * The units part's calls (common/units/api.ts; docs/education.md "Courses and units"). A unit with its
 * answers is opened and changed by its author, who may change a course that places it, and
 * administrators; anyone else (a student) gets a 404. A save is one set_data: the unit, its questions,
 * answers and templates land together or not at all.
 */
export function registerUnits(ctx: ServerExtensionContext): void {
  const read = unrestrictedReader(ctx.data);

  async function editableId(request: RouteRequest, user: UserContext): Promise<string> {
    const id = String(request.params.id ?? '').toLowerCase();
    if (!UUID_PATTERN.test(id) || !(await mayEditUnit(read, user, id))) throw new HttpError(404, UNIT_NOT_FOUND);
    return id;
  }

  async function detail(id: string, user: UserContext): Promise<UnitDetail> {
    const unit = await unitDetail(read, id, await coursesInLists(read, user));
    if (!unit) throw new HttpError(404, UNIT_NOT_FOUND);
    return unit;
  }

  /** The reference model is an ontology the user reads; new ids name no object yet. */
  async function checkRefs(user: UserContext, input: UnitInput, fresh: readonly string[]): Promise<void> {
    if (input.referenceModel) {
      const rows = await readRows((r) => ctx.data.run(user, r), ONTOLOGY_MODEL.ontologyClass, [], {
        filter: `[id] = ${filterLiteral(input.referenceModel)}`,
      });
      if (rows.length === 0) throw new HttpError(400, 'Эталонная модель: онтология не найдена');
    }
    for (const id of fresh)
      if (await ctx.index.kindOf(id))
        throw new HttpError(400, 'Идентификатор вопроса или ответа занят другим объектом');
  }

  ctx.route('GET', UNITS_API.list, async (request): Promise<UnitSummary[]> => {
    const user = await request.user();
    return unitSummaries(read, await unitsInLists(read, user), await coursesInLists(read, user));
  });

  ctx.route('POST', UNITS_API.list, async (request): Promise<UnitDetail> => {
    const user = await request.user();
    const input = unitInput(request.body);
    const id = crypto.randomUUID();
    const stored = storedParts([]);
    await checkRefs(user, input, freshIds(input, stored));
    await writeAsUser((r) => ctx.data.run(user, r), unitOps(id, input, stored, true), WORDS);
    return detail(id, user);
  });

  ctx.route('GET', UNITS_API.unit(':id'), async (request): Promise<UnitDetail> => {
    const user = await request.user();
    return detail(await editableId(request, user), user);
  });

  ctx.route('PUT', UNITS_API.unit(':id'), async (request): Promise<UnitDetail> => {
    const user = await request.user();
    const id = await editableId(request, user);
    const input = unitInput(request.body);
    const stored = storedParts((await readQuestions(read, [id])).get(id) ?? []);
    await checkRefs(user, input, freshIds(input, stored));
    await writeAsUser((r) => ctx.data.run(raised(user), r), unitOps(id, input, stored, false), WORDS);
    return detail(id, user);
  });

  ctx.route('DELETE', UNITS_API.unit(':id'), async (request) => {
    const user = await request.user();
    const id = await editableId(request, user);
    if (!user.isAdmin && (await authorsOf(read, EDU_CLASS.LearningUnit, [id])).get(id) !== user.id)
      throw new HttpError(403, 'Удалить учебную единицу может её автор или администратор');
    const work = await readRows(read, EDU_CLASS.FlowInstance, [], {
      filter: inIds(FLOW_PROP.instanceAoe, [id]),
      limit: 1,
    });
    if (work.length > 0) throw new HttpError(409, 'По учебной единице уже есть работы студентов: её нельзя удалить');
    const placed = await readRows(read, EDU_CLASS.CourseStructureItem, [], {
      filter: inIds(COURSE_PROP.itemAoe, [id]),
      limit: 1,
    });
    if (placed.length > 0)
      throw new HttpError(409, 'Учебная единица стоит в структуре курса: сначала уберите её оттуда');
    const stored = storedParts((await readQuestions(read, [id])).get(id) ?? []);
    const del = (ids: Iterable<string>) => [...ids].map((inst) => ({ op: 'del', inst, del_force: true }));
    await writeAsUser(
      (r) => ctx.data.run(raised(user), r),
      [...del(stored.answers), ...del(stored.templates), ...del(stored.questions), ...del([id])],
      WORDS,
    );
    return undefined;
  });
}

/** The units part's demo data (a new demo database only): eight units, 40 questions, placed in the courses. */
export async function seedUnits(ctx: SeedContext): Promise<void> {
  await seedUnitsDemo(ctx);
}
