import { UUID_PATTERN, inChunks, inIds, rowRefs, rowText, rowValue } from '@ontobench/sdk/common';
import {
  HttpError,
  readRows,
  unrestrictedReader,
  type DataReader,
  type ServerExtensionContext,
  type UserContext,
} from '@ontobench/sdk/node';
import { ANALYSIS_API, type AnalysisFlow, type StudentsAnalysis } from '../../common/analysis/api.ts';
import { EDU_CLASS } from '../../common/classes.ts';
import { FLOW_PROP } from '../../common/flows/schema.ts';
import { UNIT_PROP } from '../../common/units/schema.ts';
import { listableCourseIds, objectsWithRoles } from '../app/access.ts';
import { competencesOf, studentProfiles, type MarkedWork, type UnitWeight } from './profiles.ts';

const BAD_FLOW = 'Поток (flow_id): ожидается идентификатор потока';
const NO_FLOW = 'Поток не найден';

/** `GET edu/analysis-students` (common/analysis/api.ts): who may see what is decided here, then read unrestricted. */
export function registerAnalysis(ctx: ServerExtensionContext): void {
  const read = unrestrictedReader(ctx.data);
  ctx.route('GET', ANALYSIS_API.students, async (request) => {
    const user = await request.user();
    const flowId = request.query.flow_id;
    if (flowId !== undefined && (typeof flowId !== 'string' || !UUID_PATTERN.test(flowId)))
      throw new HttpError(400, BAD_FLOW);
    return studentsAnalysis(read, user, flowId?.toLowerCase());
  });
}

/** A flow the user may analyse, and whether they see only their own work in it (a student). */
interface AllowedFlow extends AnalysisFlow {
  ownOnly: boolean;
}

async function allowedFlows(read: DataReader, user: UserContext): Promise<AllowedFlow[]> {
  const rows = await readRows(read, EDU_CLASS.Flow, [FLOW_PROP.course], { limit: 20_000 });
  const courses = await listableCourseIds(read, user);
  const studentOf = user.isAdmin ? new Map() : await objectsWithRoles(read, user.id, ['student']);
  return rows.flatMap((row) => {
    const course = rowRefs(row, FLOW_PROP.course)[0];
    const teaches = courses === null || (course !== undefined && courses.has(course.id));
    if (!teaches && !studentOf.has(row.id)) return [];
    return [{ id: row.id, name: row.name, courseName: course?.name ?? '', ownOnly: !teaches }];
  });
}

async function studentsAnalysis(read: DataReader, user: UserContext, flowId?: string): Promise<StudentsAnalysis> {
  const flows = (await allowedFlows(read, user)).sort((a, b) => a.name.localeCompare(b.name, 'ru'));
  const chosen = flowId ? flows.filter((f) => f.id === flowId) : flows;
  // A flow the user may not analyse answers as one that does not exist.
  if (flowId && chosen.length === 0) throw new HttpError(404, NO_FLOW);
  const ownOnly = new Set(chosen.filter((f) => f.ownOnly).map((f) => f.id));
  const fields = [FLOW_PROP.instanceFlow, FLOW_PROP.instanceAoe, FLOW_PROP.student, FLOW_PROP.mark, FLOW_PROP.checked];
  const instances = await inChunks(
    chosen.map((f) => f.id),
    (chunk) =>
      readRows(read, EDU_CLASS.FlowInstance, fields, { filter: inIds(FLOW_PROP.instanceFlow, chunk), limit: 50_000 }),
  );
  const work: MarkedWork[] = instances.flatMap((row) => {
    const flow = rowRefs(row, FLOW_PROP.instanceFlow)[0]?.id;
    const unit = rowRefs(row, FLOW_PROP.instanceAoe)[0]?.id;
    const student = rowRefs(row, FLOW_PROP.student)[0];
    const mark = Number(rowValue(row, FLOW_PROP.mark) ?? Number.NaN);
    // Marked work only: a submitted unit awaiting its teacher holds the automatic part of its mark alone.
    const checked = rowValue(row, FLOW_PROP.checked) === true;
    if (!flow || !unit || !student || !Number.isFinite(mark) || !checked) return [];
    if (ownOnly.has(flow) && student.id !== user.id) return [];
    return [{ flow, unit, student, mark }];
  });
  const units = await unitWeights(read, [...new Set(work.map((w) => w.unit))]);
  const { students, competences } = studentProfiles(work, units);
  return { flows: flows.map(({ id, name, courseName }) => ({ id, name, courseName })), competences, students };
}

/** Each unit's competences (`t_comp`) and most (`max_point`, else the sum of its questions' marks). */
async function unitWeights(read: DataReader, ids: readonly string[]): Promise<Map<string, UnitWeight>> {
  const units = await inChunks(ids, (chunk) =>
    readRows(read, EDU_CLASS.LearningUnit, [UNIT_PROP.tComp, UNIT_PROP.maxPoint], { filter: inIds('id', chunk) }),
  );
  const questions = await inChunks(ids, (chunk) =>
    readRows(read, EDU_CLASS.Question, [UNIT_PROP.questionAoe, UNIT_PROP.questionMark], {
      filter: inIds(UNIT_PROP.questionAoe, chunk),
      limit: 50_000,
    }),
  );
  const questionSum = new Map<string, number>();
  for (const q of questions) {
    const unit = rowRefs(q, UNIT_PROP.questionAoe)[0]?.id;
    const mark = Number(rowValue(q, UNIT_PROP.questionMark) ?? 0);
    if (unit && Number.isFinite(mark)) questionSum.set(unit, (questionSum.get(unit) ?? 0) + mark);
  }
  return new Map(
    units.map((row) => {
      const max = Number(rowValue(row, UNIT_PROP.maxPoint) ?? Number.NaN);
      const weight = Number.isFinite(max) && max > 0 ? max : (questionSum.get(row.id) ?? 0);
      return [row.id, { competences: competencesOf(rowText(row, UNIT_PROP.tComp)), max: weight }];
    }),
  );
}
