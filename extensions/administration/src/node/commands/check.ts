import { UUID_PATTERN } from '@ontobench/sdk/common';
import { HttpError } from '@ontobench/sdk/node';

/** The keys a stored get_data request may hold (shell.md §7 get_data; no envelope, no nested command). */
const KEYS = new Set(['act', 'class', 'fields', 'filter', 'group', 'limit', 'offset', 'triplets']);
const FIELD_KEYS = new Set([
  'prop',
  'filter',
  'filter_mode',
  'sort',
  'hidden',
  'reverse',
  'recursive',
  'idx',
  'fields',
]);

const bad = (text: string): never => {
  throw new HttpError(400, `JSON команды: ${text}`);
};

/**
 * A command's JSON checked before it is saved (issue 21 item 3): it parses, it is one get_data request for a
 * class (shell.md §7), its fields name properties. Each refusal is a 400 in Russian naming what is wrong; the
 * caller then runs it once (limit 1) so that what only the store knows (an unknown class, a bad filter) is
 * caught too. Answers the request, normalised (act `get_data`).
 */
export function checkCommandJson(text: string): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return bad(`не разбирается (${(error as Error).message})`);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return bad('должен быть объектом');
  const body = value as Record<string, unknown>;
  if ('command' in body) bad('команда не может вызывать другую команду (поле «command»)');
  if ('cache' in body) bad('поле «cache» задаёт вызывающий, а не команда');
  for (const key of Object.keys(body)) if (!KEYS.has(key)) bad(`неизвестное поле «${key}»`);
  if (body.act !== undefined && body.act !== 'get_data') bad('поле «act» должно быть «get_data»');
  if (typeof body.class !== 'string' || !UUID_PATTERN.test(body.class))
    bad('поле «class» обязательно и должно быть идентификатором класса (uuid)');
  if (body.fields !== undefined) checkFields(body.fields, 'fields');
  if (body.filter !== undefined && typeof body.filter !== 'string') bad('поле «filter» должно быть строкой');
  for (const key of ['limit', 'offset'])
    if (body[key] !== undefined && (!Number.isInteger(body[key]) || (body[key] as number) < (key === 'limit' ? 1 : 0)))
      bad(`поле «${key}» должно быть целым числом ${key === 'limit' ? 'от 1' : 'от 0'}`);
  for (const key of ['group', 'triplets'])
    if (body[key] !== undefined && typeof body[key] !== 'boolean') bad(`поле «${key}» должно быть true или false`);
  return { ...body, act: 'get_data' };
}

function checkFields(fields: unknown, at: string): void {
  if (!Array.isArray(fields)) return bad(`поле «${at}» должно быть списком`);
  fields.forEach((field: unknown, n) => {
    const where = `${at}[${n}]`;
    if (typeof field !== 'object' || field === null || Array.isArray(field)) bad(`«${where}» должно быть объектом`);
    const f = field as Record<string, unknown>;
    for (const key of Object.keys(f)) if (!FIELD_KEYS.has(key)) bad(`неизвестное поле «${where}.${key}»`);
    if (typeof f.prop !== 'string' || !UUID_PATTERN.test(f.prop))
      bad(`«${where}.prop» обязательно и должно быть идентификатором свойства (uuid)`);
    if (f.fields !== undefined) checkFields(f.fields, `${where}.fields`);
  });
}
