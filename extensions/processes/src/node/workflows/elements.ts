import { BpmnModdle } from 'bpmn-moddle';

/** What the engine needs of one element beyond what bpmn-engine reads (docs/processes.md "What a diagram says"). */
export interface ElementInfo {
  id: string;
  name: string;
  type: string;
  /** User task: `camunda:assignee` (a user id, an e-mail or `${initiator}`). */
  assignee?: string;
  /** User task: `camunda:candidateGroups`, the first role (its id or its name). */
  role?: string;
  /** User task: `camunda:formKey`, the page the task is done on (§3 "view id"). */
  viewId?: string;
  /** Service task: the procedure of `POST execute` it calls (`implementation`, e.g. `dmn.evaluate`). */
  procedure?: string;
  /** Service task: `camunda:payload`, a JSON template (strings `${…}` resolved on the variables). */
  payload?: unknown;
  /** Service task: `camunda:resultVariable`, the variable its result goes to. */
  resultVariable?: string;
}

interface Element {
  $type: string;
  id?: string;
  name?: string;
  implementation?: string;
  $attrs?: Record<string, string>;
  flowElements?: Element[];
  rootElements?: Element[];
}

/** A diagram's element that the engine cannot run as written, in the author's words. */
export class ElementProblem extends Error {}

const attr = (element: Element, name: string): string | undefined => {
  for (const [key, value] of Object.entries(element.$attrs ?? {}))
    if (key.endsWith(`:${name}`) && value.trim()) return value.trim();
  return undefined;
};

function infoOf(element: Element): ElementInfo {
  const id = element.id ?? '';
  const info: ElementInfo = { id, name: element.name?.trim() || id, type: element.$type };
  if (element.$type === 'bpmn:UserTask') {
    info.assignee = attr(element, 'assignee') ?? attr(element, 'candidateUsers')?.split(',')[0]?.trim();
    info.role = attr(element, 'candidateGroups')?.split(',')[0]?.trim();
    info.viewId = attr(element, 'formKey');
  }
  if (element.$type === 'bpmn:ServiceTask' || element.$type === 'bpmn:SendTask') {
    info.procedure = element.implementation?.trim() || attr(element, 'procedure');
    info.resultVariable = attr(element, 'resultVariable');
    const payload = attr(element, 'payload');
    if (payload !== undefined) {
      try {
        info.payload = JSON.parse(payload);
      } catch {
        throw new ElementProblem(`У задачи «${info.name}» параметры (camunda:payload) — не JSON`);
      }
    }
    if (!info.procedure) throw new ElementProblem(`У задачи «${info.name}» не указана процедура (implementation)`);
  }
  return info;
}

/** Every flow element of the executable XML (sub-processes included), by id. */
export async function elementsOf(xml: string): Promise<Map<string, ElementInfo>> {
  const { rootElement } = (await new BpmnModdle().fromXML(xml)) as unknown as { rootElement: Element };
  const out = new Map<string, ElementInfo>();
  const visit = (owner: Element) => {
    for (const element of owner.flowElements ?? []) {
      if (element.id) out.set(element.id, infoOf(element));
      visit(element);
    }
  };
  for (const root of rootElement.rootElements ?? []) if (root.$type === 'bpmn:Process') visit(root);
  return out;
}

/** The elements of a workflow's XML, parsed once per XML (a server runs few workflows, many instances). */
const cache = new Map<string, Promise<Map<string, ElementInfo>>>();
export function cachedElementsOf(xml: string): Promise<Map<string, ElementInfo>> {
  let found = cache.get(xml);
  if (!found) {
    if (cache.size > 200) cache.clear();
    found = elementsOf(xml);
    found.catch(() => cache.delete(xml));
    cache.set(xml, found);
  }
  return found;
}
