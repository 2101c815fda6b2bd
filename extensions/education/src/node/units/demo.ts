import { CLASS, ONTOLOGY_MODEL, PROP, inIds, rowRefs } from '@ontobench/sdk/common';
import { readRows, updateOp, writeAsUser, type SeedContext } from '@ontobench/sdk/node';
import { EDU_CLASS } from '../../common/classes.ts';
import { COURSE_PROP } from '../../common/courses/schema.ts';
import { UNIT_PROP as P } from '../../common/units/schema.ts';
import { demoCourses } from '../courses/demo.ts';
import { DEMO_UNITS, REFERENCE_ONTOLOGY } from './demo-content.ts';

type Op = Record<string, unknown>;

/** The reference ontology of the demo's ontology tasks, made as the demo user through the data API. */
function referenceOntologyOps(data: Op[]): string {
  const ontology = crypto.randomUUID();
  const r = REFERENCE_ONTOLOGY;
  data.push(
    { op: 'new', class: ONTOLOGY_MODEL.ontologyClass, name: r.name, inst: ontology },
    updateOp(ontology, PROP.description, r.description),
  );
  const member = (inst: string) => data.push({ op: 'add', inst, prop: ONTOLOGY_MODEL.memberOf, val: ontology });
  const classes = new Map<string, string>();
  for (const name of r.classes) {
    const id = crypto.randomUUID();
    classes.set(name, id);
    data.push({ op: 'new', class: CLASS.Class, name, inst: id });
    member(id);
  }
  const link = crypto.randomUUID();
  data.push(
    { op: 'new', class: CLASS.ObjectProperty, name: r.objectProperty.name, inst: link },
    updateOp(link, PROP.domain, [classes.get(r.objectProperty.domain)]),
    updateOp(link, PROP.range, [classes.get(r.objectProperty.range)]),
  );
  member(link);
  const code = crypto.randomUUID();
  data.push(
    { op: 'new', class: CLASS.DataProperty, name: r.dataProperty.name, inst: code },
    updateOp(code, PROP.domain, [classes.get(r.dataProperty.domain)]),
    updateOp(code, PROP.baseType, r.dataProperty.baseType),
  );
  member(code);
  return ontology;
}

/**
 * The units part's demo (issue 20 item 8): the reference ontology, eight units with 40 questions of all
 * four answer types, each placed at an item under its course's section (seedCoursesDemo made the courses).
 */
export async function seedUnitsDemo(ctx: SeedContext): Promise<void> {
  const courses = await demoCourses(ctx);
  if (courses.size === 0) return;
  const sections = await readRows(
    (r) => ctx.data.run(ctx.user, r),
    EDU_CLASS.CourseStructureItem,
    [COURSE_PROP.itemCourse, COURSE_PROP.itemAoe],
    {
      filter: inIds(COURSE_PROP.itemCourse, [...courses.values()]),
    },
  );
  if (sections.some((s) => rowRefs(s, COURSE_PROP.itemAoe).length > 0)) return;
  const sectionId = (course: string, name: string) =>
    sections.find((s) => s.name === name && rowRefs(s, COURSE_PROP.itemCourse)[0]?.id === course)?.id ?? null;

  const data: Op[] = [];
  const reference = referenceOntologyOps(data);
  const placed = new Map<string, number>();
  for (const unit of DEMO_UNITS) {
    const id = crypto.randomUUID();
    const maxPoint = unit.questions.reduce((sum, q) => sum + q[2], 0);
    data.push(
      { op: 'new', class: EDU_CLASS.LearningUnit, name: unit.name, inst: id },
      updateOp(id, P.code, unit.code),
      updateOp(id, P.description, unit.description),
      updateOp(id, P.resultDescription, unit.resultDescription),
      updateOp(id, P.tComp, unit.tComp),
      updateOp(id, P.skill, unit.skill),
      updateOp(id, P.laborIntensity, unit.laborIntensity),
      updateOp(id, P.form, unit.form),
      updateOp(id, P.contactType, unit.contactType),
      updateOp(id, P.maxPoint, maxPoint),
      updateOp(id, P.minPositiveMark, Math.ceil(maxPoint * 0.6)),
      updateOp(id, P.autoCheck, true),
    );
    if (unit.reference)
      data.push(
        updateOp(id, P.referenceModel, reference),
        updateOp(id, P.checkClsProps, true),
        updateOp(id, P.checkProps, true),
        updateOp(id, P.showStudentOntologyLink, true),
      );
    unit.questions.forEach(([type, text, mark, answers = []], n) => {
      const q = crypto.randomUUID();
      data.push(
        { op: 'new', class: EDU_CLASS.Question, name: text, inst: q },
        updateOp(q, P.questionAoe, id),
        updateOp(q, P.questionOrder, n + 1),
        updateOp(q, P.answerType, type),
        updateOp(q, P.questionMark, mark),
        updateOp(q, P.competence, unit.tComp),
        updateOp(q, P.answersRandomOrder, type === 'single' || type === 'multiple'),
      );
      answers.forEach(([answer, correct], m) => {
        const a = crypto.randomUUID();
        const share = type === 'single' ? mark : mark / answers.filter(([, c]) => c).length;
        data.push(
          { op: 'new', class: EDU_CLASS.Answer, name: answer, inst: a },
          updateOp(a, P.answerQuestion, q),
          updateOp(a, P.answerOrder, m + 1),
          updateOp(a, P.answerIsCorrect, correct),
          updateOp(a, P.answerMark, correct ? Math.round(share * 100) / 100 : 0),
        );
      });
    });
    const course = courses.get(unit.course);
    const parent = course ? sectionId(course, unit.section) : null;
    if (course && parent) {
      const item = crypto.randomUUID();
      const order = (placed.get(parent) ?? 0) + 1;
      placed.set(parent, order);
      data.push(
        { op: 'new', class: EDU_CLASS.CourseStructureItem, name: unit.name, inst: item },
        updateOp(item, COURSE_PROP.itemCourse, course),
        updateOp(item, COURSE_PROP.itemParent, parent),
        updateOp(item, COURSE_PROP.itemOrder, order),
        updateOp(item, COURSE_PROP.itemAoe, id),
      );
    }
  }
  await writeAsUser((r) => ctx.data.run(ctx.user, r), data, { forbidden: 'demo', missing: 'demo' });
  ctx.log.info(
    `education demo: ${DEMO_UNITS.length} units, ${DEMO_UNITS.reduce((n, u) => n + u.questions.length, 0)} questions`,
  );
}
