import { baseTypeProblem, type BaseType } from '@ontobench/sdk/common';

/**
 * A CSV cell as a value of a base type, the way people write them in spreadsheets: a decimal comma, «да» /
 * «нет», a date DD.MM.YYYY. The answer is the value the store takes, or the Russian reason it does not fit.
 * After the conversion the store's own rule (baseTypeProblem) decides, so a value this passes is never
 * refused by the write.
 */
export type CellResult = { value: string } | { problem: string };

const TRUE = new Set(['true', 'да', 'yes', '1', 'истина']);
const FALSE = new Set(['false', 'нет', 'no', '0', 'ложь']);
const RU_DATE = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/;

const REASON: Record<BaseType, string> = {
  integer: 'не целое число',
  real: 'не число',
  boolean: 'не логическое значение (да/нет, true/false, 1/0)',
  date: 'не дата (ГГГГ-ММ-ДД или ДД.ММ.ГГГГ)',
  string: 'текст длиннее 100 000 символов',
  file: 'файлы из CSV не загружаются',
};

function normalise(type: BaseType, text: string): string {
  switch (type) {
    case 'integer':
      return text.replace(/[\s\u00a0]/g, '');
    case 'real':
      return text.replace(/[\s\u00a0]/g, '').replace(',', '.');
    case 'boolean': {
      const lower = text.toLowerCase();
      return TRUE.has(lower) ? 'true' : FALSE.has(lower) ? 'false' : text;
    }
    case 'date': {
      const m = RU_DATE.exec(text);
      return m ? `${m[3]}-${m[2]!.padStart(2, '0')}-${m[1]!.padStart(2, '0')}` : text;
    }
    default:
      return text;
  }
}

/** The cell (already trimmed, not empty) as a value of `type`, or why not. */
export function cellValue(type: BaseType, text: string): CellResult {
  if (type === 'file') return { problem: REASON.file };
  const value = normalise(type, text);
  return baseTypeProblem(type, value) ? { problem: REASON[type] } : { value };
}
