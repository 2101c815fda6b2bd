import { CLASS, UUID_PATTERN } from '@ontobench/sdk/common';
import { HttpError, type StoreIndex } from '@ontobench/sdk/node';
import { TAG_COLOR_PATTERN, TAG_NAME_MAX, type TagInput } from '../../common/tags/api.ts';
import { TAG_TEXTS } from './texts.ts';

/** A TagInput checked: only what the call sent, each part valid. */
export interface CheckedTagInput {
  name?: string;
  color?: string;
  availableToRoles?: string[];
}

/**
 * The body of a create (`required`: name and colour) or an edit, checked before anything is written:
 * a name of 1–100 characters once trimmed, a colour `#rrggbb`, role ids of existing roles. A bad part
 * is a 400 with its Russian reason.
 */
export async function checkTagInput(body: unknown, index: StoreIndex, required: boolean): Promise<CheckedTagInput> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new HttpError(400, TAG_TEXTS.noBody);
  const input = body as TagInput;
  const out: CheckedTagInput = {};
  if (required || input.name !== undefined) out.name = checkName(input.name);
  if (required || input.color !== undefined) out.color = checkColor(input.color);
  if (input.availableToRoles !== undefined) out.availableToRoles = await checkRoles(input.availableToRoles, index);
  return out;
}

function checkName(value: unknown): string {
  const name = typeof value === 'string' ? value.trim() : '';
  if (name === '') throw new HttpError(400, TAG_TEXTS.nameEmpty);
  if (name.length > TAG_NAME_MAX) throw new HttpError(400, TAG_TEXTS.nameLong);
  return name;
}

function checkColor(value: unknown): string {
  if (typeof value !== 'string' || !TAG_COLOR_PATTERN.test(value)) throw new HttpError(400, TAG_TEXTS.badColor);
  return value.toLowerCase();
}

async function checkRoles(value: unknown, index: StoreIndex): Promise<string[]> {
  if (!Array.isArray(value) || value.some((id) => typeof id !== 'string' || !UUID_PATTERN.test(id)))
    throw new HttpError(400, TAG_TEXTS.badRoles);
  const ids = [...new Set((value as string[]).map((id) => id.toLowerCase()))];
  for (const id of ids)
    if ((await index.kindOf(id))?.classId !== CLASS.Role) throw new HttpError(400, TAG_TEXTS.unknownRole(id));
  return ids;
}
