import { CLASS, ONTOLOGY_MODEL, PROP } from '@ontobench/sdk/common';
import { unrestrictedReader, type SeedContext, type UserContext } from '@ontobench/sdk/node';
import { ensureStudentOntology } from '../app/student-ontology.ts';

/**
 * The demo student's personal ontology for «Основы онтологий» (domain.md §3 Course `createStudentOntology`),
 * half built for the practicum's ontology task: «Студент» and «Курс» with «изучает» between them, not yet
 * «код курса». Submitted in the demo, the check marks what matches the reference and names what is missing.
 */
export async function seedDemoStudentOntology(
  ctx: SeedContext,
  student: { id: string; name: string; email: string },
  courseId: string,
): Promise<void> {
  const read = unrestrictedReader(ctx.data);
  const user: UserContext = { ...student, isAdmin: false, isBetaTester: false, app: 'edu' };
  const ontology = await ensureStudentOntology(ctx, read, user, courseId);
  if (!ontology) return;
  const [studentClass, courseClass, studies] = [crypto.randomUUID(), crypto.randomUUID(), crypto.randomUUID()];
  const member = (inst: string) => ({ op: 'add' as const, inst, prop: ONTOLOGY_MODEL.memberOf, val: ontology });
  await ctx.data.run(user, {
    act: 'set_data',
    data: [
      { op: 'new', class: CLASS.Class, name: 'Студент', inst: studentClass },
      { op: 'new', class: CLASS.Class, name: 'Курс', inst: courseClass },
      { op: 'new', class: CLASS.ObjectProperty, name: 'изучает', inst: studies },
      { op: 'add', inst: studies, prop: PROP.domain, val: studentClass },
      { op: 'add', inst: studies, prop: PROP.range, val: courseClass },
      member(studentClass),
      member(courseClass),
      member(studies),
    ],
  });
}
