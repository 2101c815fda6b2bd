import {
  RULE_FILTER_OPS,
  isVarObject,
  linksOf,
  type RuleFilter,
  type RuleModel,
  type RuleObject,
  type RuleTerms,
  type RuleTriad,
} from './model.ts';

/** The most triads a rule's body may have (the join reads every triad's statements). */
export const MAX_TRIADS = 20;

const VAR = /^[\p{L}_][\p{L}\p{N}_]{0,39}$/u;
const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);
const isLiteral = (v: unknown) =>
  typeof v === 'string' || typeof v === 'boolean' || (typeof v === 'number' && Number.isFinite(v));
const optId = (v: unknown) => v === undefined || (typeof v === 'string' && v.length > 0 && v.length <= 64);

/** A failed check: the Russian text the API answers with 400. */
export interface RuleError {
  error: string;
}

function parseTriad(raw: unknown, n: number): RuleTriad | RuleError {
  const at = `Триада ${n}`;
  if (!isObject(raw) || !isObject(raw.subject)) return { error: `${at}: нет субъекта` };
  const { subject, property, object } = raw;
  if (typeof subject.var !== 'string' || !VAR.test(subject.var))
    return { error: `${at}: у субъекта должна быть переменная (буквы, цифры, _)` };
  if (!optId(subject.class) || !optId(property)) return { error: `${at}: неверный идентификатор` };
  if ((property === undefined) !== (object === undefined))
    return { error: `${at}: у триады со свойством должен быть объект, и наоборот` };
  let obj: RuleObject | undefined;
  if (object !== undefined) {
    if (!isObject(object)) return { error: `${at}: неверный объект` };
    if ('var' in object) {
      if (typeof object.var !== 'string' || !VAR.test(object.var) || !optId(object.class))
        return { error: `${at}: неверная переменная объекта` };
      obj = { var: object.var, ...(object.class ? { class: object.class as string } : {}) };
    } else if (isLiteral(object.value)) obj = { value: object.value as string | number | boolean };
    else return { error: `${at}: объект — переменная или значение` };
  }
  return {
    id: typeof raw.id === 'string' && raw.id ? raw.id : `t${n}`,
    subject: { var: subject.var, ...(subject.class ? { class: subject.class as string } : {}) },
    ...(property ? { property: property as string, object: obj } : {}),
  };
}

function parseFilter(raw: unknown, n: number): RuleFilter | RuleError {
  if (!isObject(raw) || typeof raw.var !== 'string' || !VAR.test(raw.var))
    return { error: `Фильтр ${n}: не указана переменная` };
  if (!RULE_FILTER_OPS.includes(raw.op as never))
    return { error: `Фильтр ${n}: неизвестное условие; возможны: ${RULE_FILTER_OPS.join(', ')}` };
  if (typeof raw.value !== 'string' && !(typeof raw.value === 'number' && Number.isFinite(raw.value)))
    return { error: `Фильтр ${n}: значение — строка или число` };
  return { var: raw.var, op: raw.op as RuleFilter['op'], value: raw.value };
}

/** The shape of `json_str` (before the store is asked about its terms); links are derived anew. */
export function parseRule(raw: unknown): RuleModel | RuleError {
  const input = typeof raw === 'string' ? safeJson(raw) : raw;
  if (!isObject(input) || !Array.isArray(input.triads)) return { error: 'Правило должно содержать список триад' };
  if (input.triads.length === 0) return { error: 'В правиле нет ни одной триады' };
  if (input.triads.length > MAX_TRIADS) return { error: `В правиле больше ${MAX_TRIADS} триад` };
  const triads: RuleTriad[] = [];
  for (const [i, t] of input.triads.entries()) {
    const parsed = parseTriad(t, i + 1);
    if ('error' in parsed) return parsed;
    triads.push(parsed);
  }
  if (new Set(triads.map((t) => t.id)).size !== triads.length) return { error: 'Идентификаторы триад повторяются' };
  const filters: RuleFilter[] = [];
  for (const [i, f] of (Array.isArray(input.filters) ? input.filters : []).entries()) {
    const parsed = parseFilter(f, i + 1);
    if ('error' in parsed) return parsed;
    filters.push(parsed);
  }
  const out = input.out;
  if (
    !isObject(out) ||
    typeof out.subject !== 'string' ||
    typeof out.object !== 'string' ||
    typeof out.property !== 'string' ||
    !optId(out.property)
  )
    return { error: 'Не задана выходная триада (субъект, свойство, объект)' };
  const model = { triads, filters, out: { subject: out.subject, property: out.property, object: out.object } };
  return { ...model, links: linksOf(triads) };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** Every class and property id the rule names (to ask the store about). */
export function termIdsOf(model: RuleModel): string[] {
  const ids = new Set<string>([model.out.property]);
  for (const t of model.triads) {
    if (t.subject.class) ids.add(t.subject.class);
    if (t.property) ids.add(t.property);
    if (isVarObject(t.object) && t.object.class) ids.add(t.object.class);
  }
  return [...ids];
}

/**
 * The rule against the store's terms: classes are classes, properties exist and fit their objects,
 * a variable is either an individual or a data value, every subject can be looked for (its class or
 * the property's domain), the triads are linked into one body, filters and the output use bound
 * variables, and the output infers an object-property statement between individuals.
 */
export function checkRule(model: RuleModel, terms: RuleTerms): RuleError | null {
  const kind = new Map<string, 'individual' | 'value'>();
  const setKind = (v: string, k: 'individual' | 'value') => {
    if (kind.get(v) && kind.get(v) !== k) return false;
    kind.set(v, k);
    return true;
  };
  const classed = new Set<string>();
  for (const [i, t] of model.triads.entries()) {
    const at = `Триада ${i + 1}`;
    for (const c of [t.subject.class, isVarObject(t.object) ? t.object.class : undefined])
      if (c && terms.get(c)?.kind !== 'class') return { error: `${at}: класс ${c} не найден` };
    if (!setKind(t.subject.var, 'individual'))
      return { error: `Переменная ?${t.subject.var} — и объект, и значение данных` };
    if (t.subject.class) classed.add(t.subject.var);
    if (!t.property) {
      if (!t.subject.class) return { error: `${at}: укажите класс субъекта или свойство` };
      continue;
    }
    const prop = terms.get(t.property);
    if (!prop || prop.kind === 'class') return { error: `${at}: свойство ${t.property} не найдено` };
    if (prop.kind === 'object') {
      if (!isVarObject(t.object)) return { error: `${at}: объект объектного свойства «${prop.name}» — переменная` };
      if (!setKind(t.object.var, 'individual'))
        return { error: `Переменная ?${t.object.var} — и объект, и значение данных` };
      if (t.object.class) classed.add(t.object.var);
    } else if (isVarObject(t.object)) {
      if (t.object.class) return { error: `${at}: значение свойства данных «${prop.name}» не имеет класса` };
      if (!setKind(t.object.var, 'value'))
        return { error: `Переменная ?${t.object.var} — и объект, и значение данных` };
    }
  }
  for (const [i, t] of model.triads.entries()) {
    const domain = t.property ? terms.get(t.property)?.domain : undefined;
    if (!classed.has(t.subject.var) && !domain?.length)
      return { error: `Триада ${i + 1}: укажите класс переменной ?${t.subject.var}` };
  }
  if (!connected(model.triads)) return { error: 'Триады правила не связаны общими переменными' };
  for (const f of model.filters) {
    if (!kind.has(f.var)) return { error: `Фильтр по переменной ?${f.var}, которой нет в условии` };
    if (f.op === 'contains' && typeof f.value !== 'string') return { error: 'Условие «содержит» — для строки' };
  }
  const { out } = model;
  for (const v of [out.subject, out.object])
    if (kind.get(v) !== 'individual') return { error: `Выходная триада: переменная ?${v} не связана с объектом` };
  if (terms.get(out.property)?.kind !== 'object')
    return { error: 'Выходная триада: свойство должно быть объектным свойством' };
  return null;
}

/** Whether every triad reaches every other through shared variables. */
function connected(triads: readonly RuleTriad[]): boolean {
  const varsOf = (t: RuleTriad) => [t.subject.var, ...(isVarObject(t.object) ? [t.object.var] : [])];
  const reached = new Set<string>(varsOf(triads[0]!));
  const left = new Set(triads.slice(1));
  for (let grew = true; grew && left.size;) {
    grew = false;
    for (const t of left)
      if (varsOf(t).some((v) => reached.has(v))) {
        for (const v of varsOf(t)) reached.add(v);
        left.delete(t);
        grew = true;
      }
  }
  return left.size === 0;
}
