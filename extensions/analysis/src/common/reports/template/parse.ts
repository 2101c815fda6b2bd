import { TemplateError, type TemplateNode } from './ast.ts';

type Tag =
  | { kind: 'value'; path: string[] }
  | { kind: 'open-each'; source: string }
  | { kind: 'open-if'; path: string[] }
  | { kind: 'else' }
  | { kind: 'close'; block: 'each' | 'if' }
  | { kind: 'table'; source: string };

type Token = { kind: 'text'; text: string } | { kind: 'tag'; tag: Tag; at: number };

/** An alias of a source: letters (any script), digits, `_` and `-`. */
export const ALIAS_PATTERN = /^[\p{L}_][\p{L}\p{N}_-]*$/u;

/** A dotted path's parts, trimmed; an empty part is an error. */
function pathOf(source: string, body: string, at: number): string[] {
  const parts = body.split('.').map((p) => p.trim());
  if (parts.some((p) => p === '')) throw TemplateError.at(source, at, `Неверная подстановка «{{${body}}}»`);
  return parts;
}

function aliasOf(source: string, word: string, at: number, what: string): string {
  if (!ALIAS_PATTERN.test(word))
    throw TemplateError.at(source, at, `После «${what}» нужен псевдоним источника, а не «${word}»`);
  return word;
}

/** What a `{{…}}` says. */
function tagOf(source: string, raw: string, at: number): Tag {
  const body = raw.trim();
  if (body === '') throw TemplateError.at(source, at, 'Пустая подстановка «{{}}»');
  const [word = '', ...rest] = body.split(/\s+/);
  const arg = rest.join(' ');
  if (word === '#each') return { kind: 'open-each', source: aliasOf(source, arg, at, '#each') };
  if (word === '#if') {
    if (arg === '') throw TemplateError.at(source, at, 'После «#if» нужно значение');
    return { kind: 'open-if', path: pathOf(source, arg, at) };
  }
  if (body === 'else') return { kind: 'else' };
  if (body === '/each' || body === '/if') return { kind: 'close', block: body === '/each' ? 'each' : 'if' };
  if (word === 'table' && rest.length > 0) return { kind: 'table', source: aliasOf(source, arg, at, 'table') };
  if (body.startsWith('#') || body.startsWith('/'))
    throw TemplateError.at(source, at, `Неизвестный блок «{{${body}}}»: есть #each, #if, else, /each, /if`);
  return { kind: 'value', path: pathOf(source, body, at) };
}

/** The template's text and tags, in order. */
function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  let from = 0;
  for (;;) {
    const open = source.indexOf('{{', from);
    if (open < 0) break;
    const close = source.indexOf('}}', open + 2);
    if (close < 0) throw TemplateError.at(source, open, 'Не закрыта подстановка: нет «}}»');
    if (open > from) tokens.push({ kind: 'text', text: source.slice(from, open) });
    tokens.push({ kind: 'tag', tag: tagOf(source, source.slice(open + 2, close), open), at: open });
    from = close + 2;
  }
  if (from < source.length) tokens.push({ kind: 'text', text: source.slice(from) });
  return tokens;
}

/**
 * A block tag alone on its line (only spaces beside it) takes its line with it, so that loops and
 * conditions written on lines of their own leave no blank lines behind (as Mustache's standalone tags).
 * Decided on the texts as written, then cut: a text between two such tags may lose both ends.
 */
function trimStandalone(tokens: Token[]): void {
  const keep = tokens.map((t) => (t.kind === 'text' ? { from: 0, to: t.text.length } : null));
  const textAt = (i: number) => {
    const t = tokens[i];
    return t === undefined ? '' : t.kind === 'text' ? t.text : null;
  };
  tokens.forEach((token, i) => {
    if (token.kind !== 'tag' || token.tag.kind === 'value' || token.tag.kind === 'table') return;
    const before = textAt(i - 1);
    const after = textAt(i + 1);
    if (before === null || after === null) return;
    const lineStart = before.lastIndexOf('\n');
    if (lineStart < 0 && i > 1) return;
    const lineEnd = after.indexOf('\n');
    const head = before.slice(lineStart + 1);
    const tail = lineEnd < 0 ? after : after.slice(0, lineEnd);
    if (head.trim() !== '' || tail.trim() !== '') return;
    const prev = keep[i - 1];
    const next = keep[i + 1];
    if (prev) prev.to = Math.min(prev.to, lineStart + 1);
    if (next) next.from = Math.max(next.from, lineEnd < 0 ? after.length : lineEnd + 1);
  });
  tokens.forEach((t, i) => {
    const k = keep[i];
    if (t.kind === 'text' && k) t.text = k.to > k.from ? t.text.slice(k.from, k.to) : '';
  });
}

interface Open {
  node: Extract<TemplateNode, { kind: 'each' | 'if' }>;
  into: TemplateNode[];
}

/**
 * The template as a tree, or a TemplateError at the place it goes wrong (Russian): an unclosed `{{`, an
 * unknown block, an `{{/each}}` closing an `{{#if}}`, a block left open. Nothing in it is ever run as code.
 */
export function parseTemplate(source: string): TemplateNode[] {
  const tokens = tokenize(source);
  trimStandalone(tokens);
  const root: TemplateNode[] = [];
  const stack: Open[] = [];
  let into = root;
  for (const token of tokens) {
    if (token.kind === 'text') {
      if (token.text !== '') into.push({ kind: 'text', text: token.text });
      continue;
    }
    const { tag, at } = token;
    if (tag.kind === 'value') into.push({ kind: 'value', path: tag.path, at });
    else if (tag.kind === 'table') into.push({ kind: 'table', source: tag.source, at });
    else if (tag.kind === 'open-each' || tag.kind === 'open-if') {
      const node: Open['node'] =
        tag.kind === 'open-each'
          ? { kind: 'each', source: tag.source, body: [], at }
          : { kind: 'if', path: tag.path, then: [], otherwise: [], at };
      into.push(node);
      stack.push({ node, into });
      into = node.kind === 'each' ? node.body : node.then;
    } else if (tag.kind === 'else') {
      const top = stack[stack.length - 1]?.node;
      if (top?.kind !== 'if' || into !== top.then) throw TemplateError.at(source, at, '«{{else}}» без «{{#if …}}»');
      into = top.otherwise;
    } else {
      const open = stack.pop();
      if (!open) throw TemplateError.at(source, at, `«{{/${tag.block}}}» без открывающего «{{#${tag.block} …}}»`);
      if (open.node.kind !== tag.block)
        throw TemplateError.at(source, at, `«{{/${tag.block}}}» закрывает «{{#${open.node.kind} …}}»`);
      into = open.into;
    }
  }
  const left = stack.pop();
  if (left) throw TemplateError.at(source, left.node.at, `Блок «{{#${left.node.kind} …}}» не закрыт`);
  return root;
}

/** The aliases a template refers to at its top level and in loops, with where (for checking them against the sources). */
export function referencedSources(nodes: readonly TemplateNode[]): { alias: string; at: number }[] {
  const out: { alias: string; at: number }[] = [];
  const walk = (list: readonly TemplateNode[]) => {
    for (const n of list) {
      if (n.kind === 'each' || n.kind === 'table') out.push({ alias: n.source, at: n.at });
      if (n.kind === 'each') walk(n.body);
      if (n.kind === 'if') walk([...n.then, ...n.otherwise]);
    }
  };
  walk(nodes);
  return out;
}
