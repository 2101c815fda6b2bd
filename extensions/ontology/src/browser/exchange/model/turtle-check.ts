/** What is wrong with a Turtle text, as a text key of the exchange part and its values. */
export interface TurtleProblem {
  key: string;
  params: Record<string, string | number>;
}

const ABSOLUTE_IRI = /^[a-z][a-z0-9+.-]*:/i;

/**
 * n3's parse error (English: `Unexpected "{" on line 2.`) as a translatable problem with its line, so
 * the axioms editor says it in the interface's language. A kind of error not told apart here still
 * names its line.
 */
export function parseProblem(error: unknown): TurtleProblem {
  const message = error instanceof Error ? error.message : String(error);
  const context = (error as { context?: { line?: unknown } } | null)?.context;
  const line = typeof context?.line === 'number' ? context.line : Number(/line (\d+)/.exec(message)?.[1] ?? 0);
  const prefix = /^Undefined prefix "([^"]*)"/.exec(message);
  if (prefix) return { key: 'exchange.axioms.problem.prefix', params: { line, prefix: prefix[1]!.replace(/:$/, '') } };
  if (/got eof/.test(message)) return { key: 'exchange.axioms.problem.unfinished', params: { line } };
  const unexpected = /^Unexpected "(.*)" on line/.exec(message);
  if (unexpected) return { key: 'exchange.axioms.problem.unexpected', params: { line, text: unexpected[1]! } };
  return { key: 'exchange.axioms.problem.syntax', params: { line } };
}

/**
 * Parses the axioms as the export will (n3, Turtle), loaded only when the user saves: null when the text
 * is good Turtle whose IRIs are all absolute (a relative one would be written as is and mean nothing in
 * another file), else the first problem.
 */
export async function checkTurtle(text: string): Promise<TurtleProblem | null> {
  if (text.trim() === '') return null;
  const { Parser } = await import('n3');
  let quads;
  try {
    quads = new Parser({ format: 'text/turtle' }).parse(text);
  } catch (error) {
    return parseProblem(error);
  }
  for (const q of quads)
    for (const term of [q.subject, q.predicate, q.object])
      if (term.termType === 'NamedNode' && !ABSOLUTE_IRI.test(term.value))
        return { key: 'exchange.axioms.problem.relative', params: { iri: term.value } };
  return null;
}
