import { CLASS, UUID_PATTERN, filterLiteral } from '@ontobench/sdk/common';
import { HttpError, objectBody } from '@ontobench/sdk/node';
import { TASK_FILE_MAX, TASK_RESULTS, type CompleteTask, type TaskResult } from '../../common/workflows/api.ts';
import { readRows, type Reader } from './store.ts';

export function checkName(value: unknown, what: string, optional = false): string {
  const name = typeof value === 'string' ? value.trim() : '';
  if ((!optional && !name) || name.length > 200) throw new HttpError(400, `Укажите ${what} (до 200 символов)`);
  return name;
}

export function checkId(value: unknown, message: string): string {
  if (typeof value !== 'string' || !UUID_PATTERN.test(value)) throw new HttpError(400, message);
  return value.toLowerCase();
}

/** §3 "context object type": a class the user may read; its name. */
export async function checkClass(read: Reader, value: unknown): Promise<{ id: string; name: string }> {
  const id = checkId(value, 'Укажите тип объекта контекста (класс онтологии)');
  const row = (await readRows(read, CLASS.Class, [], `[id] = ${filterLiteral(id)}`))[0];
  if (!row) throw new HttpError(400, 'Тип объекта контекста не найден');
  return { id: row.id, name: row.name };
}

/** §3 "input vars": absent, empty, or a JSON object written as text; its variables. */
export function checkInputVars(value: unknown): { text: string; vars: Record<string, unknown> } {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === ''))
    return { text: '', vars: {} };
  if (typeof value !== 'string') throw new HttpError(400, 'Входные переменные: нужна строка с объектом JSON');
  if (value.length > 100_000) throw new HttpError(400, 'Входные переменные длиннее 100 000 символов');
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch (error) {
    throw new HttpError(400, `Входные переменные — не JSON: ${(error as Error).message}`);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw new HttpError(400, 'Входные переменные должны быть объектом JSON, например {"срок": 5}');
  return { text: value, vars: parsed as Record<string, unknown> };
}

/** A checked data URL's media type (`data:<type>;base64,…`). */
export const dataUrlType = (dataUrl: string): string => dataUrl.slice('data:'.length, dataUrl.search(/[;,]/));

const DATA_URL = /^data:[\w.+-]+\/[\w.+-]+(;[\w=.+-]+)*;base64,[A-Za-z0-9+/]*={0,2}$/;

/** A completion: a result of §4, a comment, files as data URLs (each at most TASK_FILE_MAX bytes). */
export function checkCompletion(body: unknown): Required<CompleteTask> {
  const input = objectBody(body);
  if (!TASK_RESULTS.includes(input.result as TaskResult))
    throw new HttpError(
      400,
      'Укажите результат: согласовать, отклонить, требуется доработка или недостаточная проработка',
    );
  if (input.comment !== undefined && typeof input.comment !== 'string')
    throw new HttpError(400, 'Комментарий должен быть строкой');
  const comment = ((input.comment as string | undefined) ?? '').slice(0, 10_000);
  const files = input.files ?? [];
  if (!Array.isArray(files)) throw new HttpError(400, 'Файлы: нужен список');
  for (const file of files as { name?: unknown; dataUrl?: unknown }[]) {
    if (
      typeof file?.name !== 'string' ||
      !file.name.trim() ||
      typeof file.dataUrl !== 'string' ||
      !DATA_URL.test(file.dataUrl)
    )
      throw new HttpError(400, 'Файл: нужны имя и содержимое (data URL в base64)');
    if (((file.dataUrl.length - file.dataUrl.indexOf(',') - 1) * 3) / 4 > TASK_FILE_MAX)
      throw new HttpError(400, `Файл «${file.name}» больше ${TASK_FILE_MAX / 1024 / 1024} МБ`);
  }
  return { result: input.result as TaskResult, comment, files: files as CompleteTask['files'] & object };
}
