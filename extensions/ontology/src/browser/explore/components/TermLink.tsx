import { Link as FluentLink } from '@fluentui/react-components';
import { Link } from 'wouter';
import type { Ref, TermKind } from '../../../common/explore.ts';

/** Where a term opens: an individual in the fact explorer, an ontology on its map, the rest on the term page. */
export function termPath(kind: TermKind | undefined, id: string): string {
  const safe = encodeURIComponent(id);
  if (kind === 'individual') return `/fact-explorer/${safe}`;
  if (kind === 'ontology') return `/ontologies/${safe}`;
  return `/termin/${safe}`;
}

export function TermLink({ term, kind, path }: { term: Ref; kind?: TermKind; path?: string }) {
  return (
    <Link href={path ?? termPath(kind, term.id)} asChild>
      <FluentLink data-term-id={term.id}>{term.name || term.id}</FluentLink>
    </Link>
  );
}

/** References as comma-separated links, or a dash when there are none (shell §8: a missing value). */
export function TermLinks({ terms, kind }: { terms: readonly Ref[]; kind?: TermKind }) {
  if (terms.length === 0) return <>—</>;
  return (
    <>
      {terms.map((term, i) => (
        <span key={term.id}>
          {i > 0 && ', '}
          <TermLink term={term} kind={kind} />
        </span>
      ))}
    </>
  );
}
