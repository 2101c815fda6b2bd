import { UUID_PATTERN } from '@ontobench/sdk/common';
import { HttpError } from '@ontobench/sdk/node';
import type {
  Autobuild,
  CreateDiagram,
  DiagramTable,
  ElementBinding,
  Transition,
  UpdateDiagram,
} from '../../common/diagram/api.ts';
import { BpmnParseError, DIAGRAM_MAX_XML, parseBpmn } from '../../common/diagram/bpmn.ts';

/** The longest name, code, stage, icon or colour a diagram keeps. */
const MAX_NAME = 200;
const MAX_SHORT = 100;
/** The most bindings, transitions, autobuild searches and tables one diagram keeps. */
const MAX_ITEMS = 5000;

const bad = (message: string): never => {
  throw new HttpError(400, message);
};

/** A stored JSON list, or null when it does not parse to an array. */
export function parseJsonList<T>(text: string | null): T[] | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as unknown;
    return Array.isArray(value) ? (value as T[]) : null;
  } catch {
    return null;
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function text(value: unknown, label: string, max: number, required = false): string | null {
  if (value === null || value === undefined || value === '') {
    if (required) bad(`Укажите ${label}`);
    return null;
  }
  if (typeof value !== 'string') return bad(`Поле «${label}» должно быть строкой`);
  const trimmed = value.trim();
  if (required && !trimmed) bad(`Укажите ${label}`);
  if (trimmed.length > max) bad(`Поле «${label}» длиннее ${max} символов`);
  return trimmed || null;
}

function flag(value: unknown, label: string): boolean {
  if (typeof value !== 'boolean') bad(`Поле «${label}» должно быть логическим (true или false)`);
  return value as boolean;
}

const uuid = (value: unknown, label: string): string =>
  typeof value === 'string' && UUID_PATTERN.test(value) ? value.toLowerCase() : bad(`${label}: неверный идентификатор`);

function list<T>(value: unknown, label: string, check: (item: Record<string, unknown>, at: string) => T): T[] {
  if (!Array.isArray(value)) return bad(`Поле «${label}» должно быть списком`);
  if (value.length > MAX_ITEMS) bad(`Поле «${label}»: не больше ${MAX_ITEMS} записей`);
  return value.map((item, index) => {
    const at = `${label}, запись ${index + 1}`;
    return isObject(item) ? check(item, at) : bad(`${at}: ожидается объект`);
  });
}

/** The BPMN XML checked: a string within the limit that parses as BPMN 2.0 (the parser's Russian text otherwise). */
export async function checkXml(value: unknown): Promise<string> {
  if (typeof value !== 'string') return bad('Поле «xml» должно быть строкой с диаграммой BPMN 2.0');
  if (value.length > DIAGRAM_MAX_XML) bad(`Диаграмма слишком велика: больше ${DIAGRAM_MAX_XML} символов`);
  try {
    await parseBpmn(value);
  } catch (error) {
    if (error instanceof BpmnParseError) bad(error.message);
    throw error;
  }
  return value;
}

function checkSvg(value: unknown): string {
  if (typeof value !== 'string') return bad('Поле «svg» должно быть строкой');
  if (value.length > DIAGRAM_MAX_XML) bad(`Изображение диаграммы слишком велико: больше ${DIAGRAM_MAX_XML} символов`);
  if (value && !/<svg[\s>]/.test(value.slice(0, 2000))) bad('Поле «svg» должно содержать изображение SVG');
  return value;
}

const element = (item: Record<string, unknown>, at: string): string =>
  text(item.elementId, `${at}: элемент`, MAX_NAME, true) as string;

const binding = (item: Record<string, unknown>, at: string): ElementBinding => ({
  elementId: element(item, at),
  objectId: uuid(item.objectId, `${at}: объект`),
  objectName: text(item.objectName, `${at}: название объекта`, 1000) ?? '',
  kind:
    item.kind === 'individual'
      ? 'individual'
      : item.kind === 'class'
        ? 'class'
        : bad(`${at}: вид — class или individual`),
});

const transition = (item: Record<string, unknown>, at: string): Transition => ({
  elementId: element(item, at),
  targetDiagram: uuid(item.targetDiagram, `${at}: диаграмма перехода`),
  nodeType: text(item.nodeType, `${at}: тип элемента`, MAX_SHORT) ?? '',
  icon: text(item.icon, `${at}: значок`, MAX_SHORT),
});

const autobuild = (item: Record<string, unknown>, at: string): Autobuild => ({
  ss: uuid(item.ss, `${at}: семантический поиск`),
  color: text(item.color, `${at}: цвет`, MAX_SHORT),
  ssType: item.ssType === 'chain' ? 'chain' : item.ssType === 'nodes' ? 'nodes' : bad(`${at}: вид — nodes или chain`),
  showArrows: flag(item.showArrows ?? true, `${at}: стрелки`),
  queryNode: text(item.queryNode, `${at}: столбец узла`, MAX_NAME),
});

const table = (item: Record<string, unknown>, at: string): DiagramTable => ({
  ss: uuid(item.ss, `${at}: семантический поиск`),
  filterCellType: text(item.filterCellType, `${at}: столбец отбора`, MAX_NAME),
  name: text(item.name, `${at}: название`, MAX_NAME, true) as string,
  nodeType: text(item.nodeType, `${at}: тип элемента`, MAX_SHORT),
});

/** The autobuild rows of a body (the page sends the rows being edited), checked. */
export const checkAutobuild = (value: unknown): Autobuild[] => list(value, 'autobuild', autobuild);

/** `POST diagrams` checked: a name, an optional notation id and optional XML (parsed). */
export async function checkCreate(body: unknown): Promise<Required<Pick<CreateDiagram, 'name'>> & CreateDiagram> {
  if (!isObject(body)) return bad('Ожидается объект диаграммы: { name, notation?, xml? }');
  const name = text(body.name, 'название диаграммы', MAX_NAME, true) as string;
  const notation = body.notation == null ? null : uuid(body.notation, 'Нотация');
  return {
    name,
    notation,
    ...(body.xml === undefined || body.xml === null ? {} : { xml: await checkXml(body.xml) }),
  };
}

/** `PUT diagrams/{id}` checked: only the fields given, each valid; the XML parsed. */
export async function checkUpdate(body: unknown): Promise<UpdateDiagram> {
  if (!isObject(body)) return bad('Ожидается объект с изменениями диаграммы');
  const out: UpdateDiagram = {};
  const has = (key: keyof UpdateDiagram) => body[key] !== undefined;
  if (has('name')) out.name = text(body.name, 'название диаграммы', MAX_NAME, true) as string;
  if (has('code')) out.code = text(body.code, 'код', MAX_SHORT);
  if (has('stage')) out.stage = text(body.stage, 'стадия', MAX_SHORT);
  if (has('icon')) out.icon = text(body.icon, 'значок', MAX_SHORT);
  if (has('color')) out.color = text(body.color, 'цвет', MAX_SHORT);
  if (has('notActive')) out.notActive = flag(body.notActive, 'не активна');
  if (has('saveElementsInstances'))
    out.saveElementsInstances = flag(body.saveElementsInstances, 'сохранять экземпляры элементов');
  if (has('xml')) out.xml = await checkXml(body.xml);
  if (has('svg')) out.svg = checkSvg(body.svg);
  if (has('elements')) out.elements = list(body.elements, 'elements', binding);
  if (has('transitions')) out.transitions = list(body.transitions, 'transitions', transition);
  if (has('autobuild')) out.autobuild = checkAutobuild(body.autobuild);
  if (has('tables')) out.tables = list(body.tables, 'tables', table);
  return out;
}
