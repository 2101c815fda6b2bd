import {
  CONNECTOR_CLASSES,
  NODE_CLASSES,
  NOTATION_MAX_COUNT,
  NOTATION_MAX_ELEMENTS,
  NOTATION_SHAPES,
  type NotationElementInput,
  type NotationInput,
  type NotationShape,
} from './api.ts';

/** A body the notation calls refuse; the message is Russian and names the element at fault. */
export class NotationInputError extends Error {}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const COLOUR = /^#[0-9a-fA-F]{6}$/;
const CODE = /^[\p{L}\p{N}_.-]{1,60}$/u;

function text(raw: unknown, what: string, max: number, required = false): string | null {
  if (raw === undefined || raw === null || raw === '') {
    if (required) throw new NotationInputError(`${what}: укажите значение`);
    return null;
  }
  if (typeof raw !== 'string') throw new NotationInputError(`${what}: ожидается текст`);
  const value = raw.trim();
  if (required && !value) throw new NotationInputError(`${what}: укажите значение`);
  if (value.length > max) throw new NotationInputError(`${what}: не длиннее ${max} символов`);
  return value || null;
}

function count(raw: unknown, what: string): number | null {
  if (raw === undefined || raw === null || raw === '') return null;
  if (typeof raw !== 'number' || !Number.isInteger(raw) || raw < 0 || raw > NOTATION_MAX_COUNT)
    throw new NotationInputError(`${what}: целое число от 0 до ${NOTATION_MAX_COUNT}`);
  return raw;
}

function flag(raw: unknown, what: string): boolean {
  if (raw === undefined || raw === null) return false;
  if (typeof raw !== 'boolean') throw new NotationInputError(`${what}: ожидается да или нет`);
  return raw;
}

/** One element checked on its own (codes across elements are checked by `checkNotationInput`). */
function checkElement(raw: unknown, at: number): NotationElementInput {
  if (!isObject(raw)) throw new NotationInputError(`Элемент ${at + 1}: ожидается объект`);
  const name = text(raw.name, `Элемент ${at + 1}: название`, 200, true)!;
  const where = `Элемент «${name}»`;
  const elementCode = text(raw.elementCode, `${where}: код`, 60, true)!;
  if (!CODE.test(elementCode))
    throw new NotationInputError(`${where}: код — буквы, цифры, «_», «.» и «-», без пробелов`);
  const isConnector = flag(raw.isConnector, `${where}: «Связь»`);
  const classes: readonly string[] = isConnector ? CONNECTOR_CLASSES : NODE_CLASSES;
  if (typeof raw.elementClass !== 'string' || !classes.includes(raw.elementClass))
    throw new NotationInputError(
      `${where}: класс элемента должен быть одним из ${classes.join(', ')}${isConnector ? ' (элемент — связь)' : ''}`,
    );
  const shape = raw.shape ?? 'rectangle';
  if (typeof shape !== 'string' || !(NOTATION_SHAPES as readonly string[]).includes(shape))
    throw new NotationInputError(`${where}: форма должна быть одной из ${NOTATION_SHAPES.join(', ')}`);
  const colour = text(raw.colour, `${where}: цвет`, 7);
  if (colour !== null && !COLOUR.test(colour)) throw new NotationInputError(`${where}: цвет в виде #RRGGBB`);
  const element: NotationElementInput = {
    name,
    elementClass: raw.elementClass,
    elementCode,
    layer: text(raw.layer, `${where}: слой`, 200),
    shape: shape as NotationShape,
    colour,
    style: text(raw.style, `${where}: стиль`, 1000),
    isConnector,
    minIncoming: count(raw.minIncoming, `${where}: минимум входящих связей`),
    maxIncoming: count(raw.maxIncoming, `${where}: максимум входящих связей`),
    minOutgoing: count(raw.minOutgoing, `${where}: минимум исходящих связей`),
    maxOutgoing: count(raw.maxOutgoing, `${where}: максимум исходящих связей`),
    allowedTargets: [],
    disableReflexiveEdges: flag(raw.disableReflexiveEdges, `${where}: запрет петель`),
  };
  if (raw.id !== undefined && raw.id !== null) {
    if (typeof raw.id !== 'string') throw new NotationInputError(`${where}: неверный идентификатор`);
    element.id = raw.id.toLowerCase();
  }
  const pairs = [
    ['входящих', element.minIncoming, element.maxIncoming],
    ['исходящих', element.minOutgoing, element.maxOutgoing],
  ] as const;
  for (const [kind, min, max] of pairs)
    if (min !== null && max !== null && min > max)
      throw new NotationInputError(`${where}: минимум ${kind} связей (${min}) больше максимума (${max})`);
  if (raw.allowedTargets !== undefined && raw.allowedTargets !== null) {
    if (!Array.isArray(raw.allowedTargets) || raw.allowedTargets.some((c) => typeof c !== 'string'))
      throw new NotationInputError(`${where}: допустимые элементы — список кодов`);
    element.allowedTargets = [...new Set(raw.allowedTargets as string[])];
  }
  return element;
}

/**
 * A notation's create/update body checked whole (issue 17 item 2): a name; at most NOTATION_MAX_ELEMENTS
 * elements; each with a name, a code unique in the notation, an element class from the fixed list (a connector's
 * from CONNECTOR_CLASSES), a known shape, a #RRGGBB colour, min ≤ max, allowed targets that are codes of
 * the same notation's non-connector elements. Throws NotationInputError naming the element.
 */
export function checkNotationInput(body: unknown): NotationInput {
  if (!isObject(body)) throw new NotationInputError('Тело запроса должно быть объектом { name, elements }');
  const name = text(body.name, 'Название нотации', 200, true)!;
  if (body.elements !== undefined && !Array.isArray(body.elements))
    throw new NotationInputError('elements должен быть списком элементов');
  const raw = (body.elements ?? []) as unknown[];
  if (raw.length > NOTATION_MAX_ELEMENTS)
    throw new NotationInputError(`В нотации не больше ${NOTATION_MAX_ELEMENTS} элементов`);
  const elements = raw.map(checkElement);
  const codes = new Map<string, NotationElementInput>();
  for (const e of elements) {
    if (codes.has(e.elementCode))
      throw new NotationInputError(
        `Элемент «${e.name}»: код «${e.elementCode}» уже есть у элемента «${codes.get(e.elementCode)!.name}»`,
      );
    codes.set(e.elementCode, e);
  }
  const ids = elements.flatMap((e) => (e.id ? [e.id] : []));
  if (new Set(ids).size !== ids.length) throw new NotationInputError('Идентификаторы элементов повторяются');
  for (const e of elements)
    for (const code of e.allowedTargets) {
      const target = codes.get(code);
      if (!target) throw new NotationInputError(`Элемент «${e.name}»: в нотации нет элемента с кодом «${code}»`);
      if (target.isConnector)
        throw new NotationInputError(`Элемент «${e.name}»: «${target.name}» — связь, к ней нельзя присоединить`);
    }
  return { name, elements };
}
