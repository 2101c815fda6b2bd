import { Services, useService } from '@ontobench/sdk';
import { useState } from 'react';
import type { DiffReply } from '../../../common/exchange.ts';
import { fetchOntologyState } from '../../ontology-api.ts';
import { diffStates } from '../api.ts';

/** A state to compare: a file's text, or an ontology of the store read through the state endpoint. */
export type StateSource =
  { kind: 'file'; text: string | null; name: string | null } | { kind: 'store'; id: string | null };

export function useDiff() {
  const http = useService(Services.Http);
  const session = useService(Services.Session);
  const [result, setResult] = useState<DiffReply | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [running, setRunning] = useState(false);
  const textOf = async (source: StateSource): Promise<string> =>
    source.kind === 'file' ? (source.text ?? '') : JSON.stringify(await fetchOntologyState(http, source.id ?? ''));
  const run = async (a: StateSource, b: StateSource, ignored: readonly string[]) => {
    setRunning(true);
    setError(null);
    try {
      const [s1, s2] = await Promise.all([textOf(a), textOf(b)]);
      setResult(await diffStates(http, session.dataSessionId ?? null, s1, s2, ignored));
    } catch (e) {
      setResult(null);
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setRunning(false);
    }
  };
  return { result, error, running, run };
}

export const ready = (s: StateSource) => (s.kind === 'file' ? s.text !== null : s.id !== null);
