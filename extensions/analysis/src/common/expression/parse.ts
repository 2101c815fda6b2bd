import { FormulaSyntaxError, type BinaryOp, type Node } from './ast.ts';
import { FUNCTIONS } from './functions.ts';
import { tokenize, type Token } from './tokens.ts';

const COMPARISONS = new Set(['=', '!=', '<', '<=', '>', '>=']);
const KEYWORDS: Record<string, string | number | boolean | null> = { true: true, false: false, null: null };

/**
 * A formula parsed to its syntax tree by recursive descent. Precedence, loosest first: `or`, `and`, `not`,
 * comparison (`= != <> < <= > >=`, not chained), `+ -`, `* / %`, unary minus. Function names and
 * keywords ignore case; a function's name and number of arguments are checked here, so a formula that
 * parses runs. Throws `FormulaSyntaxError` naming the position.
 */
export function parseFormula(text: string): Node {
  const tokens = tokenize(text);
  let at = 0;
  const peek = (): Token => tokens[at]!;
  const isOp = (value: string) => peek().type === 'op' && (peek() as { value: string }).value === value;
  const isWord = (value: string) =>
    peek().type === 'name' && (peek() as { value: string }).value.toLowerCase() === value;
  const expectOp = (value: string, what: string) => {
    if (!isOp(value)) throw new FormulaSyntaxError(`ожидалось ${what}`, peek().pos);
    at++;
  };

  const binary = (next: () => Node, ops: (t: Token) => BinaryOp | null) => (): Node => {
    let left = next();
    for (let op = ops(peek()); op; op = ops(peek())) {
      const pos = peek().pos;
      at++;
      left = { kind: 'binary', op, left, right: next(), pos };
    }
    return left;
  };
  const word = (w: BinaryOp) => (t: Token) => (t.type === 'name' && t.value.toLowerCase() === w ? w : null);
  const op = (set: string[]) => (t: Token) => (t.type === 'op' && set.includes(t.value) ? (t.value as BinaryOp) : null);

  const primary = (): Node => {
    const t = peek();
    at++;
    switch (t.type) {
      case 'number':
      case 'string':
        return { kind: 'literal', value: t.value, pos: t.pos };
      case 'ref':
        return { kind: 'ref', name: t.value, pos: t.pos };
      case 'name': {
        const lower = t.value.toLowerCase();
        if (lower in KEYWORDS) return { kind: 'literal', value: KEYWORDS[lower]!, pos: t.pos };
        if (!isOp('(')) throw new FormulaSyntaxError(`неизвестное имя «${t.value}» (столбцы пишутся в [ ])`, t.pos);
        const fn = FUNCTIONS[lower];
        if (!fn) throw new FormulaSyntaxError(`неизвестная функция «${t.value}»`, t.pos);
        at++;
        const args: Node[] = [];
        if (!isOp(')')) {
          args.push(expression());
          while (isOp(',')) {
            at++;
            args.push(expression());
          }
        }
        expectOp(')', '«)» или «,»');
        if (args.length < fn.min || args.length > fn.max) {
          const count = fn.min === fn.max ? `${fn.min}` : fn.max === Infinity ? `от ${fn.min}` : `${fn.min}–${fn.max}`;
          throw new FormulaSyntaxError(`функция ${lower} принимает аргументов: ${count}`, t.pos);
        }
        return { kind: 'call', name: lower, args, pos: t.pos };
      }
      case 'op':
        if (t.value === '(') {
          const inner = expression();
          expectOp(')', '«)»');
          return inner;
        }
        throw new FormulaSyntaxError(`неожиданный знак «${t.value}»`, t.pos);
      case 'end':
        throw new FormulaSyntaxError('формула оборвалась', t.pos);
    }
  };
  const unary = (): Node => {
    if (isOp('-')) {
      const pos = peek().pos;
      at++;
      return { kind: 'unary', op: '-', arg: unary(), pos };
    }
    return primary();
  };
  const product = binary(unary, op(['*', '/', '%']));
  const sum = binary(product, op(['+', '-']));
  const comparison = (): Node => {
    const left = sum();
    const t = peek();
    if (t.type !== 'op' || !COMPARISONS.has(t.value)) return left;
    at++;
    const node: Node = { kind: 'binary', op: t.value as BinaryOp, left, right: sum(), pos: t.pos };
    const after = peek();
    if (after.type === 'op' && COMPARISONS.has(after.value))
      throw new FormulaSyntaxError('сравнения не соединяются цепочкой: используйте and', after.pos);
    return node;
  };
  const negation = (): Node => {
    if (isWord('not')) {
      const pos = peek().pos;
      at++;
      return { kind: 'unary', op: 'not', arg: negation(), pos };
    }
    return comparison();
  };
  const conjunction = binary(negation, word('and'));
  const expression = binary(conjunction, word('or'));

  if (peek().type === 'end') throw new FormulaSyntaxError('пустая формула', 0);
  const tree = expression();
  if (peek().type !== 'end') throw new FormulaSyntaxError('лишнее после конца выражения', peek().pos);
  return tree;
}

/** The column references of a formula, as written (without the brackets), each once. */
export function formulaReferences(node: Node): string[] {
  const names = new Set<string>();
  const walk = (n: Node): void => {
    if (n.kind === 'ref') names.add(n.name);
    else if (n.kind === 'unary') walk(n.arg);
    else if (n.kind === 'binary') [n.left, n.right].forEach(walk);
    else if (n.kind === 'call') n.args.forEach(walk);
  };
  walk(node);
  return [...names];
}
