import { randomUUID } from 'node:crypto';
import { CLASS, PROP, filterLiteral } from '@ontobench/sdk/common';
import { readRows, unrestrictedReader, updateOp, type SeedContext } from '@ontobench/sdk/node';
import { FLOW_PROP } from '../../common/flows/schema.ts';
import type { StudentAnswer } from '../../common/work/api.ts';
import { DEMO_FLOW, DEMO_STUDENT, demoFlow, userByEmail } from '../flows/demo.ts';
import { courseUnits, courseWriter } from '../flows/read.ts';
import { studentQuestions, unitQuestions, type StoredQuestion } from './questions.ts';
import { seedDemoStudentOntology } from './demo-ontology.ts';
import { ontologyTaskCheck } from './ontology-task.ts';
import { scoreSubmission, submissionOps } from './submission.ts';

/** The demo student's answer: right on the whole, one wrong choice in the second unit, a text for free questions. */
function demoAnswer(q: StoredQuestion, unitIndex: number, n: number): StudentAnswer {
  if (q.type === 'free' || q.type === 'ontology')
    return { text: 'Класс описывает множество объектов с общими свойствами; экземпляр — один такой объект.' };
  const correct = q.answers.filter((a) => a.isCorrect).map((a) => a.id);
  const wrong = q.answers.find((a) => !a.isCorrect)?.id;
  if (unitIndex === 1 && n === 0 && wrong) return { answers: [wrong] };
  return { answers: q.type === 'single' ? correct.slice(0, 1) : correct };
}

/**
 * The demo student mid-way through «Поток 2026» (issue 20 item 8): three units submitted, one of them with a
 * free-text answer awaiting the teacher's mark (the others marked by the teacher already); the rest not started.
 */
export async function seedDemoWork(ctx: SeedContext): Promise<void> {
  const read = unrestrictedReader(ctx.data);
  const flow = await demoFlow(read);
  const student = await userByEmail(read, DEMO_STUDENT);
  if (!flow || !student) return;
  const units = await courseUnits(read, flow.courseId);
  const studentRow = (
    await readRows(read, CLASS.User, [PROP.email], { filter: `[id] = ${filterLiteral(student)}` })
  )[0];
  if (studentRow)
    await seedDemoStudentOntology(ctx, { id: student, name: studentRow.name, email: DEMO_STUDENT }, flow.courseId);
  const all = await unitQuestions(
    read,
    units.map((u) => u.id),
  );
  const hasFree = (unitId: string) => all.some((q) => q.aoeId === unitId && q.type === 'free');
  const chosen = units.slice(0, 3);
  if (!chosen.some((u) => hasFree(u.id))) {
    const withFree = units.find((u) => hasFree(u.id));
    if (withFree) chosen[chosen.length - 1] = withFree;
  }
  const writer = await courseWriter(read, flow.courseId);
  // The last unit with a free-text question awaits the teacher; the others the teacher marked already.
  const awaiting = chosen.map((u) => hasFree(u.id)).lastIndexOf(true);
  const data: unknown[] = [];
  for (const [i, unit] of chosen.entries()) {
    const questions = studentQuestions(all, unit, student);
    const answers = Object.fromEntries(questions.map((q, n) => [q.id, demoAnswer(q, i, n)]));
    const ontologyTask = ontologyTaskCheck(ctx, read, { aoeId: unit.id, courseId: flow.courseId, studentId: student });
    const scored = await scoreSubmission(questions, answers, (q) => ontologyTask(q.mark));
    const marked = i !== awaiting && !scored.checked;
    if (marked) {
      const teacherPart = questions
        .filter((q) => scored.report[q.id]?.score === null)
        .reduce((sum, q) => sum + Math.round((q.mark ?? 1) * 0.8 * 100) / 100, 0);
      scored.mark = Math.round((scored.mark + teacherPart) * 100) / 100;
      scored.checked = true;
    }
    const at = {
      flowId: flow.id,
      courseId: flow.courseId,
      aoeId: unit.id,
      studentId: student,
      name: `${unit.name}: ${DEMO_FLOW.name}`,
      now: new Date(Date.now() - (chosen.length - i) * 24 * 60 * 60 * 1000),
    };
    const id = randomUUID();
    data.push(...submissionOps(id, false, at, answers, scored));
    if (marked) data.push(updateOp(id, FLOW_PROP.markComment, 'Хорошо; в свободном ответе не хватает примера.'));
  }
  if (data.length > 0) await ctx.data.run(writer, { act: 'set_data', data } as never);
}
