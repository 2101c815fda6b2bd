import {
  CLASS,
  PROP,
  filterLiteral,
  type GetDataReply,
  type SetDataOperation,
  instanceRows,
} from '@ontobench/sdk/common';
import type { SeedContext, UserData } from '@ontobench/sdk/node';
import { splitContent } from '@ontobench/sdk/common';
import { validateDocNode } from '../../common/doc-schema.ts';
import { DOC_CLASS, DOC_PROP } from '../../common/schema.ts';
import { demoDocuments, DEMO_DOCUMENTS, type DemoTerms } from './documents.ts';
import { seedDiscussionsDemo } from './seed-discussions.ts';

export { DEMO_DOCUMENTS } from './documents.ts';

type Run = UserData;

/**
 * The documents area's demo data (issue 15 item 7): five documents of the demo user in Russian, with
 * rich content and references into the demo ontologies (the university model and «Пиццерия», seeded
 * before by the ontology area: their ids are found by name), one of them public. Written in one unit
 * of work as the demo user, like any user's documents; the content at version 1.
 */
export async function seedDocumentsDemo(ctx: SeedContext): Promise<void> {
  const run: Run = (request) => ctx.data.run(ctx.user, request);
  const terms = await findTerms(run);
  const area = await idByName(run, CLASS.SubjectArea, 'Университет');
  const documents = demoDocuments(terms);
  const ops: SetDataOperation[] = [];
  for (const d of documents) {
    const problem = validateDocNode(d.content);
    if (problem) throw new Error(`demo document ${d.name}: ${problem}`);
    const pieces = splitContent(JSON.stringify(d.content));
    ops.push(
      { op: 'new', class: DOC_CLASS.Document, name: d.name, inst: d.id },
      { op: 'upd', inst: d.id, prop: DOC_PROP.annotation, val: d.annotation },
      { op: 'upd', inst: d.id, prop: DOC_PROP.content, val: pieces },
      { op: 'upd', inst: d.id, prop: DOC_PROP.contentVersion, val: 1 },
      { op: 'upd', inst: d.id, prop: DOC_PROP.editor, val: ctx.user.id },
    );
    if (d.isPublic)
      ops.push(
        { op: 'upd', inst: d.id, prop: PROP.isPublic, val: true },
        { op: 'upd', inst: d.id, prop: DOC_PROP.publicContent, val: pieces },
      );
    if (d.inUniversity && area) ops.push({ op: 'upd', inst: d.id, prop: PROP.subjectArea, val: [area] });
  }
  await ctx.data.unitOfWork(ctx.user, (uow) => uow.run({ act: 'set_data', data: ops }));
  const found = Object.values(terms).filter(Boolean).length;
  ctx.log.info(`demo documents: ${documents.length}, referring to ${found} demo terms`);
  // Comments on the public guide, a public publication of the guide and the menu, a manual for /docs.
  await seedDiscussionsDemo(ctx, [DEMO_DOCUMENTS.universityGuide, DEMO_DOCUMENTS.pizzaMenu]);
}

/** The demo terms the documents name, found by name among what the demo user reads. */
async function findTerms(run: Run): Promise<DemoTerms> {
  const klass = (name: string) => idByName(run, CLASS.Class, name);
  const [student, teacher, course, department, pizza, topping] = await Promise.all(
    ['Студент', 'Преподаватель', 'Учебный курс', 'Кафедра', 'Пицца', 'Начинка'].map(klass),
  );
  const [credits, price] = await Promise.all(
    ['Зачётные единицы', 'цена'].map((name) => idByName(run, CLASS.DataProperty, name)),
  );
  const margherita = pizza ? await idByName(run, pizza, 'Маргарита') : null;
  const someCourse = course ? await firstOf(run, course) : null;
  return {
    student: student ?? null,
    teacher: teacher ?? null,
    course: course ?? null,
    department: department ?? null,
    credits: credits ?? null,
    someCourse,
    pizza: pizza ?? null,
    margherita,
    price: price ?? null,
    topping: topping ?? null,
  };
}

/** The first instance of `classId` (or a subclass) with that name, or null. */
function idByName(run: Run, classId: string, name: string): Promise<string | null> {
  return firstOf(run, classId, `[name] = ${filterLiteral(name)}`);
}

/** The first instance of `classId` (or a subclass), by name, that matches `filter`; or null. */
async function firstOf(run: Run, classId: string, filter?: string): Promise<string | null> {
  try {
    const reply = (await run({
      act: 'get_data',
      class: classId,
      ...(filter ? { filter } : {}),
      fields: [{ prop: PROP.name, sort: 'asc' }],
      limit: 1,
    })) as GetDataReply;
    return instanceRows(reply)[0]?.id ?? null;
  } catch {
    return null;
  }
}
