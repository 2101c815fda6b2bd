import { FilterError, shorten } from './errors.ts';
import type { Token } from './lexer.ts';

/**
 * The parser's position in the token list: look at the next token, take it when it is what the grammar
 * wants, or fail saying what was found instead. The last token is always `end`, and nothing moves past it.
 */
export class TokenCursor {
  private next = 0;

  constructor(private readonly tokens: readonly Token[]) {}

  peek(): Token {
    return this.tokens[Math.min(this.next, this.tokens.length - 1)]!;
  }

  /** Takes the next token whatever it is, and returns it. */
  take(): Token {
    const token = this.peek();
    this.next++;
    return token;
  }

  accept(kind: '(' | ')' | ','): boolean {
    if (this.peek().kind !== kind) return false;
    this.next++;
    return true;
  }

  acceptKeyword(keyword: string): boolean {
    const token = this.peek();
    if (token.kind !== 'keyword' || token.keyword !== keyword) return false;
    this.next++;
    return true;
  }

  expect(kind: '(' | ')'): void {
    const token = this.peek();
    if (!this.accept(kind)) throw new FilterError(`expected '${kind}'`, token.offset, `found ${describe(token)}`);
  }

  expectKeyword(keyword: string): void {
    const token = this.peek();
    if (!this.acceptKeyword(keyword)) {
      throw new FilterError(`expected '${keyword}'`, token.offset, `found ${describe(token)}`);
    }
  }
}

/** A token as error messages name it. */
export function describe(token: Token): string {
  switch (token.kind) {
    case 'end':
      return 'the end of the expression';
    case 'keyword':
      return `'${token.keyword}'`;
    case 'operator':
      return `'${token.operator}'`;
    case 'property':
      return `property [${shorten(token.text)}]`;
    case 'string':
      return `the string '${shorten(token.value)}'`;
    case 'number':
      return `the number ${token.text}`;
    case 'user':
      return '#user#';
    default:
      return `'${token.kind}'`;
  }
}
