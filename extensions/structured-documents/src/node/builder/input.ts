import { HttpError } from '@ontobench/sdk/node';
import { OFFERABLE_KINDS, unknownKinds, withRequiredKinds } from '../../common/offered-kinds.ts';

/** The longest class name the builder accepts. */
export const MAX_CLASS_NAME = 200;

/** What a create or change of a document class asks for, checked. */
export interface ClassInput {
  name?: string;
  /** With what the kinds need (offered-kinds.ts), in the built-in order. */
  offeredKinds?: string[];
}

function record(body: unknown): Record<string, unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new HttpError(400, 'Ожидается объект с полями name и offeredKinds');
  return body as Record<string, unknown>;
}

function checkName(value: unknown): string {
  const name = typeof value === 'string' ? value.trim() : '';
  if (name === '') throw new HttpError(400, 'Введите название класса');
  if (name.length > MAX_CLASS_NAME) throw new HttpError(400, `Название класса длиннее ${MAX_CLASS_NAME} символов`);
  return name;
}

function checkKinds(value: unknown, offerable: readonly string[]): string[] {
  if (!Array.isArray(value) || value.some((k) => typeof k !== 'string'))
    throw new HttpError(400, 'Виды компонентов — это список идентификаторов');
  const unknown = unknownKinds(value as string[], offerable);
  if (unknown.length > 0) throw new HttpError(400, `Неизвестные виды компонентов: ${unknown.slice(0, 10).join(', ')}`);
  return withRequiredKinds(value as string[], OFFERABLE_KINDS);
}

/**
 * A class's fields from a request body: the name (required when `create`) and the offered kinds, which must
 * be `offerable` (the built-in kinds but the root, and enabled plugins' kinds; 400 otherwise) and are
 * completed with what they need.
 */
export function checkClassInput(
  body: unknown,
  create: boolean,
  offerable: readonly string[] = OFFERABLE_KINDS,
): ClassInput {
  const fields = record(body);
  const out: ClassInput = {};
  if (create || fields.name !== undefined) out.name = checkName(fields.name);
  if (create || fields.offeredKinds !== undefined) out.offeredKinds = checkKinds(fields.offeredKinds ?? [], offerable);
  return out;
}
