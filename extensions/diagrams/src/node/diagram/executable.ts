import type { ExecutableProblem, ExecutableReply } from '../../common/diagram/api.ts';
import { labelOf, listOf, parseBpmn, writeBpmn, type ModdleElement } from '../../common/diagram/bpmn.ts';

/** Camunda's extension namespace: `camunda:assignee` is what engines (Camunda 7, bpmn-engine) read. */
export const CAMUNDA_NS = 'http://camunda.org/schema/1.0/bpmn';

/** The whole check's outcome: the executable XML, or every problem found. */
export type ExecutableOutcome = ({ ok: true } & ExecutableReply) | { ok: false; problems: ExecutableProblem[] };

const is = (element: ModdleElement, type: string) => element.$type === type;
const GATEWAYS = new Set([
  'bpmn:ExclusiveGateway',
  'bpmn:InclusiveGateway',
  'bpmn:ParallelGateway',
  'bpmn:EventBasedGateway',
  'bpmn:ComplexGateway',
]);
const CONTAINERS = new Set(['bpmn:SubProcess', 'bpmn:Transaction', 'bpmn:AdHocSubProcess']);

/** The prefixes the definitions declare for Camunda's namespace (usually just `camunda`). */
function camundaPrefixes(definitions: ModdleElement): string[] {
  return Object.entries(definitions.$attrs ?? {})
    .filter(([key, uri]) => key.startsWith('xmlns:') && uri === CAMUNDA_NS)
    .map(([key]) => key.slice('xmlns:'.length));
}

/**
 * A user task's assignee as the diagram says it, in the order engines honour: `camunda:assignee`, then
 * Camunda's candidate users or groups, Zeebe's `assignmentDefinition`, BPMN's own `humanPerformer` or
 * `potentialOwner` expression. Null: nobody is named.
 */
export function assigneeOf(
  task: ModdleElement,
  prefixes: readonly string[],
): { value: string; camunda: boolean } | null {
  for (const name of ['assignee', 'candidateUsers', 'candidateGroups'])
    for (const prefix of prefixes) {
      const value = task.$attrs?.[`${prefix}:${name}`]?.trim();
      if (value) return { value, camunda: true };
    }
  const extensions = listOf(task.get('extensionElements') as ModdleElement | undefined, 'values');
  for (const ext of extensions)
    if (ext.$type.endsWith(':assignmentDefinition')) {
      const value = String(ext.assignee ?? ext.candidateUsers ?? ext.candidateGroups ?? '').trim();
      if (value) return { value: value.replace(/^=\s*/, ''), camunda: false };
    }
  for (const resource of listOf(task, 'resources')) {
    const expression = (resource.resourceAssignmentExpression as ModdleElement | undefined)?.expression as
      ModdleElement | undefined;
    const value = String(expression?.body ?? '').trim();
    if (value) return { value, camunda: false };
  }
  return null;
}

interface Scope {
  /** The process or sub-process whose flow elements these are. */
  owner: ModdleElement;
  nodes: ModdleElement[];
  flows: ModdleElement[];
}

/** Every scope (the process, then each sub-process inside it, depth first). */
function scopesOf(process: ModdleElement): Scope[] {
  const out: Scope[] = [];
  const visit = (owner: ModdleElement) => {
    const elements = listOf(owner, 'flowElements');
    out.push({
      owner,
      nodes: elements.filter((e) => !is(e, 'bpmn:SequenceFlow') && !is(e, 'bpmn:DataObject')),
      flows: elements.filter((e) => is(e, 'bpmn:SequenceFlow')),
    });
    for (const child of elements) if (CONTAINERS.has(child.$type)) visit(child);
  };
  visit(process);
  return out;
}

/** The problems of one scope: events, flows, gateways, reachability, user tasks. */
function scopeProblems(scope: Scope, topLevel: boolean, prefixes: readonly string[]): ExecutableProblem[] {
  const problems: ExecutableProblem[] = [];
  const say = (element: ModdleElement | null, message: string) =>
    problems.push({ elementId: element?.id ?? null, message });
  const { owner, nodes, flows } = scope;
  const eventSub = (n: ModdleElement) => CONTAINERS.has(n.$type) && n.triggeredByEvent === true;
  const starts = nodes.filter((n) => is(n, 'bpmn:StartEvent'));
  const ordinary = nodes.filter((n) => !is(n, 'bpmn:DataStoreReference') && !is(n, 'bpmn:DataObjectReference'));
  const where = `${topLevel ? 'В процессе' : 'В подпроцессе'} ${labelOf(owner)}`;
  if (topLevel || ordinary.length > 0) {
    if (starts.length === 0) say(owner, `${where} нет начального события`);
    if (!ordinary.some((n) => is(n, 'bpmn:EndEvent'))) say(owner, `${where} нет завершающего события`);
  }

  const out = new Map<ModdleElement, ModdleElement[]>();
  const into = new Map<ModdleElement, ModdleElement[]>();
  const push = (map: Map<ModdleElement, ModdleElement[]>, key: ModdleElement, value: ModdleElement) =>
    map.set(key, [...(map.get(key) ?? []), value]);
  for (const flow of flows) {
    const source = flow.sourceRef as ModdleElement | undefined;
    const target = flow.targetRef as ModdleElement | undefined;
    if (!source) say(flow, `У потока ${labelOf(flow)} нет источника`);
    if (!target) say(flow, `У потока ${labelOf(flow)} нет цели`);
    if (source) push(out, source, flow);
    if (target) push(into, target, flow);
  }

  for (const node of ordinary) {
    const outgoing = out.get(node) ?? [];
    const incoming = into.get(node) ?? [];
    if (is(node, 'bpmn:StartEvent') && incoming.length > 0)
      say(node, `В начальное событие ${labelOf(node)} не может входить поток`);
    if (is(node, 'bpmn:EndEvent') && outgoing.length > 0)
      say(node, `Из завершающего события ${labelOf(node)} не может выходить поток`);
    if (GATEWAYS.has(node.$type)) {
      if (outgoing.length === 0) say(node, `Из шлюза ${labelOf(node)} не выходит ни одного пути`);
      else if (outgoing.length < 2 && incoming.length < 2)
        say(node, `У шлюза ${labelOf(node)} только один путь: шлюз должен разветвлять или сводить потоки`);
      if (is(node, 'bpmn:ExclusiveGateway') || is(node, 'bpmn:InclusiveGateway')) {
        const fallback = node.default as ModdleElement | undefined;
        const blind = outgoing.filter((f) => f !== fallback && !f.conditionExpression);
        if (outgoing.length > 1 && blind.length > 1)
          say(node, `У шлюза ${labelOf(node)} несколько путей без условия: задайте условия или путь по умолчанию`);
      }
    }
    if (is(node, 'bpmn:UserTask') && !assigneeOf(node, prefixes))
      say(node, `У пользовательской задачи ${labelOf(node)} не указан исполнитель`);
    const extensions = listOf(node.get('extensionElements') as ModdleElement | undefined, 'values');
    if (
      is(node, 'bpmn:CallActivity') &&
      !node.calledElement &&
      !extensions.some((e) => e.$type.endsWith(':calledElement'))
    )
      say(node, `У вызова процесса ${labelOf(node)} не указан вызываемый процесс`);
  }

  // Reachability: from the start events along the flows; boundary events follow the activity they sit on,
  // event sub-processes and compensation handlers start on their own.
  const reached = new Set<ModdleElement>();
  const queue = ordinary.filter((n) => is(n, 'bpmn:StartEvent') || eventSub(n) || n.isForCompensation === true);
  const boundaries = ordinary.filter((n) => is(n, 'bpmn:BoundaryEvent'));
  // A link throw event goes on at the link catch events of the same name.
  const linkName = (n: ModdleElement) =>
    listOf(n, 'eventDefinitions').find((d) => is(d, 'bpmn:LinkEventDefinition'))?.name ?? null;
  const linkCatches = ordinary.filter((n) => is(n, 'bpmn:IntermediateCatchEvent') && linkName(n) !== null);
  while (queue.length > 0) {
    const node = queue.shift()!;
    if (reached.has(node)) continue;
    reached.add(node);
    for (const flow of out.get(node) ?? []) if (flow.targetRef) queue.push(flow.targetRef as ModdleElement);
    for (const boundary of boundaries) if (boundary.attachedToRef === node) queue.push(boundary);
    if (is(node, 'bpmn:IntermediateThrowEvent') && linkName(node) !== null)
      queue.push(...linkCatches.filter((c) => linkName(c) === linkName(node)));
  }
  if (starts.length > 0)
    for (const node of ordinary)
      if (!reached.has(node)) say(node, `Элемент ${labelOf(node)} недостижим от начального события`);
  return problems;
}

/**
 * The diagram as a process engine runs it (issue 17 item 5): every process with content is marked
 * `isExecutable="true"`, each user task names its assignee as `camunda:assignee` (taken from Zeebe's or
 * BPMN's own assignment when only that is given), the Camunda namespace declared. Or every problem that
 * keeps it from running, each naming its element.
 */
export async function executableOf(xml: string): Promise<ExecutableOutcome> {
  const { moddle, definitions } = await parseBpmn(xml);
  const processes = listOf(definitions, 'rootElements').filter(
    (e) => is(e, 'bpmn:Process') && listOf(e, 'flowElements').length > 0,
  );
  if (processes.length === 0)
    return { ok: false, problems: [{ elementId: null, message: 'В диаграмме нет процесса с элементами' }] };
  let prefixes = camundaPrefixes(definitions);
  const problems = processes.flatMap((process) =>
    scopesOf(process).flatMap((scope) => scopeProblems(scope, scope.owner === process, prefixes)),
  );
  if (problems.length > 0) return { ok: false, problems };
  if (prefixes.length === 0) {
    const prefix = definitions.$attrs['xmlns:camunda'] ? 'camunda2' : 'camunda';
    definitions.$attrs[`xmlns:${prefix}`] = CAMUNDA_NS;
    prefixes = [prefix];
  }
  for (const process of processes) {
    process.isExecutable = true;
    for (const scope of scopesOf(process))
      for (const task of scope.nodes.filter((n) => is(n, 'bpmn:UserTask'))) {
        const assignee = assigneeOf(task, prefixes);
        if (assignee && !assignee.camunda) task.$attrs[`${prefixes[0]}:assignee`] = assignee.value;
      }
  }
  return { ok: true, processId: processes[0]!.id ?? '', xml: await writeBpmn(moddle, definitions) };
}
