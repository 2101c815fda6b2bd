import { Services, useService } from '@ontobench/sdk';
import { useEffect, useState } from 'react';
import { ontologiesOf, searchTerms, type TermHit } from './term-search.ts';

export type SearchState =
  { status: 'searching' } | { status: 'failed'; message: string } | { status: 'ready'; hits: TermHit[] };

/** Waits this long after the last keystroke before asking. */
const SEARCH_DELAY_MS = 250;

/** The picker's search: a moment after typing stops, the stale answers dropped; ontologies come after. */
export function useTermSearch(text: string, individualsOf: string | undefined): SearchState {
  const data = useService(Services.Data);
  const http = useService(Services.Http);
  const [state, setState] = useState<SearchState>({ status: 'searching' });
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'searching' });
    const timer = setTimeout(() => {
      searchTerms(data, text, { individualsOf, signal: controller.signal })
        .then(async (hits) => {
          if (controller.signal.aborted) return;
          setState({ status: 'ready', hits });
          const ontologies = await ontologiesOf(http, hits);
          if (controller.signal.aborted || ontologies.size === 0) return;
          setState({
            status: 'ready',
            hits: hits.map((h) => ({ ...h, ontology: ontologies.get(h.id.toLowerCase()) })),
          });
        })
        .catch((error: unknown) => {
          if (!controller.signal.aborted)
            setState({ status: 'failed', message: error instanceof Error ? error.message : String(error) });
        });
    }, SEARCH_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [data, http, text, individualsOf]);
  return state;
}
