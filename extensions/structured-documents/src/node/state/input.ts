import { UUID_PATTERN } from '@ontobench/sdk/common';
import { HttpError } from '@ontobench/sdk/node';
import type { DiffOp, ElementFields, SaveRequest } from '../../common/api.ts';

/** The most operations one save carries (a paste of a whole document of 5,000 elements fits). */
export const MAX_DIFF_OPS = 20_000;
/** The data API keeps a value to 100,000 characters: an element's content and settings JSON each fit one. */
export const MAX_VALUE_LENGTH = 100_000;
const MAX_TITLE_LENGTH = 1_000;
const KIND = /^[a-zA-Z][a-zA-Z0-9-]{0,63}$/;
const CSS_CLASS = /^[a-zA-Z_-][a-zA-Z0-9_-]{0,99}$/;
const STRATEGIES = ['none', 'start', 'continue', 'inherit'];

const bad = (message: string) => new HttpError(400, message);

function uuid(value: unknown, what: string): string {
  if (typeof value !== 'string' || !UUID_PATTERN.test(value)) throw bad(`${what}: нужен UUID`);
  return value.toLowerCase();
}

function text(value: unknown, what: string, max: number): string {
  if (typeof value !== 'string') throw bad(`${what}: нужна строка`);
  if (value.length > max) throw bad(`${what}: не длиннее ${max.toLocaleString('ru-RU')} символов`);
  return value;
}

function intOrNull(value: unknown, what: string): number | null {
  if (value === null) return null;
  if (typeof value !== 'number' || !Number.isSafeInteger(value)) throw bad(`${what}: нужно целое число или null`);
  return value;
}

function flag(value: unknown, what: string): boolean {
  if (typeof value !== 'boolean') throw bad(`${what}: нужно true или false`);
  return value;
}

/** The fields an operation sets, each checked; unknown keys are refused so a typo is not lost silently. */
export function checkFields(value: unknown, what: string): Partial<ElementFields> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw bad(`${what}: нужен объект полей`);
  const out: Partial<ElementFields> = {};
  for (const [key, v] of Object.entries(value)) {
    const at = `${what}.${key}`;
    switch (key) {
      case 'title':
        out.title = text(v, at, MAX_TITLE_LENGTH);
        break;
      case 'content':
        out.content = text(v, at, MAX_VALUE_LENGTH);
        break;
      case 'settings':
        if (typeof v !== 'object' || v === null || Array.isArray(v)) throw bad(`${at}: нужен объект`);
        if (JSON.stringify(v).length > MAX_VALUE_LENGTH) throw bad(`${at}: не больше 100 000 символов JSON`);
        out.settings = v as Record<string, unknown>;
        break;
      case 'numberingStrategy':
        if (v !== null && !STRATEGIES.includes(v as string))
          throw bad(`${at}: none, start, continue, inherit или null`);
        out.numberingStrategy = v as ElementFields['numberingStrategy'];
        break;
      case 'startNumber':
        out.startNumber = intOrNull(v, at);
        break;
      case 'numberingSetAlias':
        out.numberingSetAlias = v === null ? null : text(v, at, 200);
        break;
      case 'highlight':
        out.highlight = flag(v, at);
        break;
      case 'logicalLevel':
        out.logicalLevel = intOrNull(v, at);
        break;
      case 'disabled':
        out.disabled = flag(v, at);
        break;
      case 'extraClasses':
        if (!Array.isArray(v) || v.length > 20 || v.some((c) => typeof c !== 'string' || !CSS_CLASS.test(c)))
          throw bad(`${at}: до 20 имён классов CSS`);
        out.extraClasses = v as string[];
        break;
      default:
        throw bad(`${at}: неизвестное поле`);
    }
  }
  return out;
}

function checkOp(value: unknown, at: number): DiffOp {
  const what = `diff[${at}]`;
  if (typeof value !== 'object' || value === null) throw bad(`${what}: нужна операция`);
  const op = value as Record<string, unknown>;
  const id = uuid(op.id, `${what}.id`);
  const place = () => ({
    container: uuid(op.container, `${what}.container`),
    after: op.after === null || op.after === undefined ? null : uuid(op.after, `${what}.after`),
  });
  switch (op.op) {
    case 'insert': {
      if (typeof op.kind !== 'string' || !KIND.test(op.kind)) throw bad(`${what}.kind: нужен вид компонента`);
      const fields = op.fields === undefined ? {} : checkFields(op.fields, `${what}.fields`);
      return { op: 'insert', id, kind: op.kind, ...place(), fields };
    }
    case 'update':
      return { op: 'update', id, fields: checkFields(op.fields, `${what}.fields`) };
    case 'move':
      return { op: 'move', id, ...place() };
    case 'delete':
      return { op: 'delete', id };
    default:
      throw bad(`${what}.op: insert, update, move или delete`);
  }
}

/** `document/save`'s body checked (§7); a 400 that says what is wrong otherwise. Nothing is written before. */
export function checkSaveRequest(body: unknown): SaveRequest {
  if (typeof body !== 'object' || body === null) throw bad('Нужен объект сохранения');
  const b = body as Record<string, unknown>;
  const documentId = uuid(b.documentId, 'documentId');
  const updateId = text(b.updateId, 'updateId', 100);
  const tabSessionId = text(b.tabSessionId, 'tabSessionId', 100);
  if (typeof b.baseVersion !== 'number' || !Number.isSafeInteger(b.baseVersion) || b.baseVersion < 0)
    throw bad('baseVersion: нужна версия, с которой начата правка (целое число от 0)');
  if (!Array.isArray(b.diff) || b.diff.length === 0) throw bad('diff: нужен непустой список операций');
  if (b.diff.length > MAX_DIFF_OPS) throw bad(`diff: не больше ${MAX_DIFF_OPS.toLocaleString('ru-RU')} операций`);
  return { documentId, updateId, tabSessionId, baseVersion: b.baseVersion, diff: b.diff.map(checkOp) };
}
