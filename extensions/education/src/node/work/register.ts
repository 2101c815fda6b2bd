import { randomUUID } from 'node:crypto';
import { filterLiteral } from '@ontobench/sdk/common';
import {
  HttpError,
  objectBody,
  unrestrictedReader,
  type DataReader,
  type SeedContext,
  type ServerExtensionContext,
  type UserContext,
} from '@ontobench/sdk/node';
import { FLOW_PROP } from '../../common/flows/schema.ts';
import { SUBMISSIONS_CHANNEL, type AwaitingNotice } from '../../common/grading/api.ts';
import { courseTeachers } from '../app/access.ts';
import { WORK_API, type FlowQuestionsReply, type StudentAnswer } from '../../common/work/api.ts';
import { flowFor } from '../flows/register.ts';
import { courseUnits, courseWriter, flag, readInstances, ref } from '../flows/read.ts';
import { studentOntologyOf } from '../app/student-ontology.ts';
import { ontologyTaskCheck } from './ontology-task.ts';
import { flowQuestion, instanceDto, studentQuestions, unitQuestions } from './questions.ts';
import { scoreSubmission, submissionOps } from './submission.ts';
import { seedDemoWork } from './demo.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MAX_TEXT = 20_000;
const MAX_ANSWERS_JSON = 90_000;

const idParam = (value: unknown, label: string): string => {
  if (typeof value !== 'string' || !UUID.test(value))
    throw new HttpError(400, `Параметр ${label}: ожидается идентификатор`);
  return value.toLowerCase();
};

/** The student's instances of a flow (with answers and the check's report). */
const instancesOf = (read: DataReader, flowId: string, studentId: string) =>
  readInstances(
    read,
    `[${FLOW_PROP.instanceFlow}] = ${filterLiteral(flowId)} and [${FLOW_PROP.student}] = ${filterLiteral(studentId)}`,
    true,
  );

/**
 * Who may read a student's work in a flow: the student themself while in the flow (approved), and the
 * teachers of its course (administrators too). Anyone else: 403, and nothing is read for them.
 */
async function workAccess(read: DataReader, user: UserContext, flowId: string, studentId: string) {
  const access = await flowFor(read, user, flowId);
  const member = access.members.find((m) => m.studentId === studentId && !m.pending);
  if (access.role === 'teacher') {
    if (!member) throw new HttpError(404, 'Студент не записан в этот поток');
  } else if (studentId !== user.id || access.role !== 'student') {
    throw new HttpError(403, 'Студент видит только свою работу в своём потоке');
  }
  return access;
}

/** The work part's calls: the student's questions (domain.md §7 `edu/flow-questions`) and submitting a unit. */
export function registerWork(ctx: ServerExtensionContext): void {
  const read = unrestrictedReader(ctx.data);
  const submissions = ctx.channel<AwaitingNotice>(SUBMISSIONS_CHANNEL);

  async function questionsReply(
    user: UserContext,
    flowId: string,
    studentId: string,
    aoeId: string | null,
  ): Promise<FlowQuestionsReply> {
    const access = await workAccess(read, user, flowId, studentId);
    const units = await courseUnits(read, access.courseId);
    const shown = aoeId ? units.filter((u) => u.id === aoeId) : units;
    if (aoeId && shown.length === 0) throw new HttpError(404, 'Учебной единицы нет в курсе потока');
    const instances = await instancesOf(read, flowId, studentId);
    const byUnit = new Map(instances.map((i) => [ref(i, FLOW_PROP.instanceAoe), i]));
    const all = await unitQuestions(
      read,
      shown.map((u) => u.id),
    );
    const questions = shown.flatMap((unit) => {
      const instance = byUnit.get(unit.id);
      const submitted = instance !== undefined && flag(instance, FLOW_PROP.questionsCompleted);
      const reveal = access.role === 'teacher' || submitted;
      return studentQuestions(all, unit, studentId).map((q) => flowQuestion(q, studentId, instance, reveal));
    });
    const unitById = new Map(units.map((u) => [u.id, u]));
    const ontology = await studentOntologyOf(ctx, read, studentId, access.courseId);
    return {
      student_ontology: ontology,
      questions,
      instances: instances
        .filter((i) => shown.some((u) => u.id === ref(i, FLOW_PROP.instanceAoe)))
        .map((i) => instanceDto(i, unitById.get(ref(i, FLOW_PROP.instanceAoe)))),
    };
  }

  ctx.route('GET', WORK_API.flowQuestions, async (request) => {
    const user = await request.user();
    const flowId = idParam(request.query.flow_id, 'flow_id');
    const studentId = idParam(request.query.student_id, 'student_id');
    const aoeId = request.query.aoe_id === undefined ? null : idParam(request.query.aoe_id, 'aoe_id');
    return questionsReply(user, flowId, studentId, aoeId);
  });

  ctx.route('POST', WORK_API.submit(':id', ':aoeId'), async (request) => {
    const user = await request.user();
    const flowId = idParam(request.params.id, 'flow');
    const aoeId = idParam(request.params.aoeId, 'aoe');
    const access = await flowFor(read, user, flowId);
    if (access.role !== 'student') throw new HttpError(403, 'Сдать работу может только студент потока');
    const unit = (await courseUnits(read, access.courseId)).find((u) => u.id === aoeId);
    if (!unit) throw new HttpError(404, 'Учебной единицы нет в курсе потока');
    const questions = studentQuestions(await unitQuestions(read, [unit.id]), unit, user.id);
    const answers = submittedAnswers(request.body, questions);
    const ontologyTask = ontologyTaskCheck(ctx, read, { aoeId, courseId: access.courseId, studentId: user.id });
    const scored = await scoreSubmission(questions, answers, (q) => ontologyTask(q.mark));
    const writer = await courseWriter(read, access.courseId);
    // One submit per unit: the flow's row is locked and the student's instance looked for inside the lock.
    await ctx.data.unitOfWork(writer, async (uow) => {
      await uow.lock([flowId]);
      const existing = (await instancesOf(uow.run, flowId, user.id)).find(
        (i) => ref(i, FLOW_PROP.instanceAoe) === aoeId,
      );
      if (existing && flag(existing, FLOW_PROP.questionsCompleted))
        throw new HttpError(409, 'Работа по этой учебной единице уже сдана');
      const at = {
        flowId,
        courseId: access.courseId,
        aoeId,
        studentId: user.id,
        name: `${unit.name}: ${user.name}`,
        now: new Date(),
      };
      await uow.run({
        act: 'set_data',
        data: submissionOps(existing?.id ?? randomUUID(), !!existing, at, answers, scored),
      } as never);
    });
    if (!scored.checked)
      submissions.toUsers(await courseTeachers(read, access.courseId, writer.id), {
        kind: 'submitted',
        flowId,
        aoeId,
        studentName: user.name,
        unitName: unit.name,
      });
    return questionsReply(user, flowId, user.id, aoeId);
  });
}

/**
 * The submit's body `{ answers: { [questionId]: { answers?: [answerId], text? } } }` checked against the
 * student's questions: an unknown question or answer, two answers to a single-choice question, a text
 * too long is a 400 and nothing is written. A question left unanswered scores 0 (auto) or is marked as empty.
 */
function submittedAnswers(
  body: unknown,
  questions: readonly { id: string; type: string; answers: { id: string }[] }[],
): Record<string, StudentAnswer> {
  const raw = objectBody<{ answers?: unknown }>(body).answers;
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
    throw new HttpError(400, 'Поле answers: ожидается объект «вопрос → ответ»');
  const byId = new Map(questions.map((q) => [q.id, q]));
  const out: Record<string, StudentAnswer> = {};
  for (const [qid, value] of Object.entries(raw as Record<string, unknown>)) {
    const q = byId.get(qid.toLowerCase());
    if (!q) throw new HttpError(400, `Вопроса ${qid} нет среди вопросов этой работы`);
    if (typeof value !== 'object' || value === null || Array.isArray(value))
      throw new HttpError(400, `Ответ на вопрос ${qid}: ожидается объект`);
    const v = value as { answers?: unknown; text?: unknown };
    const answer: StudentAnswer = {};
    if (q.type === 'single' || q.type === 'multiple') {
      const list = v.answers ?? [];
      if (!Array.isArray(list) || !list.every((a) => typeof a === 'string'))
        throw new HttpError(400, `Ответ на вопрос ${qid}: ожидается список выбранных ответов`);
      const known = new Set(q.answers.map((a) => a.id));
      const chosen = [...new Set(list.map((a: string) => a.toLowerCase()))];
      if (chosen.some((a) => !known.has(a))) throw new HttpError(400, `Ответ на вопрос ${qid}: такого варианта нет`);
      if (q.type === 'single' && chosen.length > 1)
        throw new HttpError(400, `Ответ на вопрос ${qid}: в этом вопросе выбирается один вариант`);
      answer.answers = chosen;
    } else {
      const textValue = v.text ?? '';
      if (typeof textValue !== 'string') throw new HttpError(400, `Ответ на вопрос ${qid}: ожидается текст`);
      if (textValue.length > MAX_TEXT)
        throw new HttpError(400, `Ответ на вопрос ${qid}: не больше ${MAX_TEXT} символов`);
      answer.text = textValue;
    }
    out[q.id] = answer;
  }
  if (JSON.stringify(out).length > MAX_ANSWERS_JSON) throw new HttpError(400, 'Ответы слишком длинные');
  return out;
}

/** The work part's demo data: the demo student mid-way through «Поток 2026» (a new demo database only). */
export async function seedWork(ctx: SeedContext): Promise<void> {
  await seedDemoWork(ctx);
}
