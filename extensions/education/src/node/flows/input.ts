import { HttpError, objectBody } from '@ontobench/sdk/node';
import type { FlowInput } from '../../common/flows/api.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A flow's fields from a request body, checked; any fault is a 400 in Russian and nothing is written. */
export function flowInput(body: unknown): Required<FlowInput> {
  const b = objectBody<Record<string, unknown>>(body);
  const str = (key: string, label: string, required: boolean, max: number): string => {
    const v = b[key];
    if (v === undefined || v === null) {
      if (required) throw new HttpError(400, `Поле «${label}» обязательно`);
      return '';
    }
    if (typeof v !== 'string') throw new HttpError(400, `Поле «${label}»: ожидается строка`);
    const s = v.trim();
    if (required && !s) throw new HttpError(400, `Поле «${label}» обязательно`);
    if (s.length > max) throw new HttpError(400, `Поле «${label}»: не больше ${max} символов`);
    return s;
  };
  const name = str('name', 'Название', true, 300);
  const code = str('code', 'Код', true, 100);
  const courseId = str('courseId', 'Курс', true, 100);
  if (!UUID.test(courseId)) throw new HttpError(400, 'Поле «Курс»: ожидается идентификатор курса');
  const goal = str('goal', 'Цель', false, 5000);
  if (b.approval !== undefined && typeof b.approval !== 'boolean')
    throw new HttpError(400, 'Поле «Одобрение»: ожидается true или false');
  const t = b.selfRegistrationThreshold;
  if (t !== undefined && t !== null && !(typeof t === 'number' && Number.isInteger(t) && t >= 0 && t <= 100_000))
    throw new HttpError(400, 'Поле «Порог самозаписи»: ожидается целое число от 0 до 100000');
  return {
    name,
    code,
    courseId: courseId.toLowerCase(),
    goal,
    approval: b.approval === true,
    selfRegistrationThreshold: typeof t === 'number' ? t : null,
  };
}
