import { Caption1, Link as FluentLink, makeStyles, tokens } from '@fluentui/react-components';
import { Link } from 'wouter';
import type { Ref, TermKind } from '../../../common/explore.ts';
import { termDetail } from '../quick-launch.ts';

const useStyles = makeStyles({ detail: { color: tokens.colorNeutralForeground3 } });

/** Where a term opens: an individual in the fact explorer, an ontology on its map, the rest on the term page. */
export function termPath(kind: TermKind | undefined, id: string): string {
  const safe = encodeURIComponent(id);
  if (kind === 'individual') return `/fact-explorer/${safe}`;
  if (kind === 'ontology') return `/ontologies/${safe}`;
  return `/termin/${safe}`;
}

/**
 * A link to a term, followed by what tells it from a same-named term of another ontology (its
 * ontologies, and an individual's class), exactly as the quick launch says it (issue 14 item 3).
 */
export function TermLink({ term, kind, path }: { term: Ref & { className?: string }; kind?: TermKind; path?: string }) {
  const styles = useStyles();
  const detail = termDetail(term);
  return (
    <>
      <Link href={path ?? termPath(kind, term.id)} asChild>
        <FluentLink data-term-id={term.id}>{term.name || term.id}</FluentLink>
      </Link>
      {detail && (
        <Caption1 className={styles.detail} data-term-detail={term.id}>
          {' — '}
          {detail}
        </Caption1>
      )}
    </>
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
