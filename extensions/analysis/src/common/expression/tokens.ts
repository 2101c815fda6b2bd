import { FormulaSyntaxError } from './ast.ts';

/** One token of a formula. */
export type Token =
  | { type: 'number'; value: number; pos: number }
  | { type: 'string'; value: string; pos: number }
  | { type: 'ref'; value: string; pos: number }
  | { type: 'name'; value: string; pos: number }
  | { type: 'op'; value: string; pos: number }
  | { type: 'end'; pos: number };

const OPERATORS = ['<=', '>=', '!=', '<>', '==', '+', '-', '*', '/', '%', '=', '<', '>', '(', ')', ','];
const NAME_START = /[\p{L}_]/u;
const NAME_PART = /[\p{L}\p{N}_]/u;

/**
 * A formula's tokens: numbers (`12`, `3.5`), strings in single quotes (`''` is a quote), column references
 * in square brackets (`[Цена]`), names (functions, `and`, `or`, `not`, `true`, `false`, `null`) and
 * operators. Throws `FormulaSyntaxError` at the first character that starts no token.
 */
export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    if (/\s/.test(c)) {
      i++;
    } else if (/[0-9]/.test(c) || (c === '.' && /[0-9]/.test(text[i + 1] ?? ''))) {
      const match = /^[0-9]*\.?[0-9]+(?:[eE][+-]?[0-9]+)?|^[0-9]+\.?/.exec(text.slice(i))!;
      tokens.push({ type: 'number', value: Number(match[0]), pos: i });
      i += match[0].length;
    } else if (c === "'") {
      let value = '';
      let j = i + 1;
      for (;;) {
        if (j >= text.length) throw new FormulaSyntaxError('строка не закрыта кавычкой', i);
        if (text[j] === "'") {
          if (text[j + 1] !== "'") break;
          value += "'";
          j += 2;
        } else value += text[j++];
      }
      tokens.push({ type: 'string', value, pos: i });
      i = j + 1;
    } else if (c === '[') {
      const end = text.indexOf(']', i + 1);
      if (end < 0) throw new FormulaSyntaxError('ссылка на столбец не закрыта скобкой ]', i);
      const value = text.slice(i + 1, end).trim();
      if (value === '') throw new FormulaSyntaxError('пустая ссылка на столбец', i);
      tokens.push({ type: 'ref', value, pos: i });
      i = end + 1;
    } else if (NAME_START.test(c)) {
      let j = i + 1;
      while (j < text.length && NAME_PART.test(text[j]!)) j++;
      tokens.push({ type: 'name', value: text.slice(i, j), pos: i });
      i = j;
    } else {
      const op = OPERATORS.find((o) => text.startsWith(o, i));
      if (!op) throw new FormulaSyntaxError(`неожиданный символ «${c}»`, i);
      tokens.push({ type: 'op', value: op === '<>' ? '!=' : op === '==' ? '=' : op, pos: i });
      i += op.length;
    }
  }
  tokens.push({ type: 'end', pos: text.length });
  return tokens;
}
