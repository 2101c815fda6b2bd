import { CLASS, PROP, filterLiteral, instanceRows, type GetDataReply } from '@ontobench/sdk/common';
import type { DataReader, SeedContext } from '@ontobench/sdk/node';
import type { ElementBinding } from '../../common/diagram/api.ts';
import { DIAGRAMS_CLASS } from '../../common/classes.ts';
import { diagramDto, readDiagramRow } from '../diagram/store.ts';
import { newDiagramWrites, patchWrites, versionWrites } from '../diagram/writes.ts';
import { writeDemoBpmn } from './bpmn-writer.ts';
import { SYLLABUS_BINDINGS, SYLLABUS_PROCESS, SYLLABUS_PROCESS_NAME } from './syllabus-process.ts';

/** The id of the first class named `name` the reader sees, or null (a database without the sample ontology). */
async function classByName(read: DataReader, name: string): Promise<string | null> {
  const reply = (await read({
    act: 'get_data',
    class: CLASS.Class,
    filter: `[name] = ${filterLiteral(name)}`,
    limit: 1,
  })) as GetDataReply;
  return instanceRows(reply)[0]?.id ?? null;
}

/**
 * The BPMN demo (issue 17 item 8, "a 30-element BPMN process bound to the demo ontology"): the demo user's
 * syllabus process, its tasks bound to the demo university's classes, in two versions — the first a
 * draft, the second made from it and sent for approval — so the versions screen has a history to show.
 * Finds the classes by name; without them (no sample ontology) nothing is written. Written once: a diagram
 * of that name already there means the demo was seeded.
 */
export async function seedBpmnDemo(ctx: SeedContext): Promise<void> {
  const read: DataReader = (request) => ctx.data.run(ctx.user, request);
  const existing = (await read({
    act: 'get_data',
    class: DIAGRAMS_CLASS.Diagram,
    filter: `[name] = ${filterLiteral(SYLLABUS_PROCESS_NAME)}`,
    limit: 1,
  })) as GetDataReply;
  if (instanceRows(existing).length > 0) return;
  const elements: ElementBinding[] = [];
  for (const [elementId, className] of Object.entries(SYLLABUS_BINDINGS)) {
    const objectId = await classByName(read, className);
    if (!objectId) {
      ctx.log.info(`no demo BPMN diagram: the sample ontology has no class «${className}»`);
      return;
    }
    elements.push({ elementId, objectId, objectName: className, kind: 'class' });
  }
  const first = crypto.randomUUID();
  const second = crypto.randomUUID();
  await ctx.data.unitOfWork(ctx.user, async (uow) => {
    await uow.run({
      act: 'set_data',
      data: [
        ...newDiagramWrites(first, { name: SYLLABUS_PROCESS_NAME, xml: writeDemoBpmn(SYLLABUS_PROCESS) }),
        ...patchWrites(first, { code: 'syllabus', stage: 'черновик', elements, color: '#1e88e5' }),
        { op: 'upd', inst: first, prop: PROP.description, val: SYLLABUS_PROCESS.documentation },
      ],
    });
    // The first version was never saved from the editor: no SVG preview to copy.
    const source = { ...diagramDto(await readDiagramRow(uow.run, first)), svg: '' };
    await uow.run({ act: 'set_data', data: versionWrites(second, source, 2, 'на согласовании') });
  });
  ctx.log.info(`demo BPMN diagram: ${SYLLABUS_PROCESS_NAME} (2 versions, ${elements.length} bound tasks)`);
}
