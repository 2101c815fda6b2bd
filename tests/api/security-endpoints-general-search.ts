import { adminOnly, at, signedIn, type Probe } from './security-expect.ts';

/** The general search's and the query history's routes (issue 18 items 6, 7) in the endpoint matrix. */
export const GENERAL_SEARCH_ENDPOINTS: Record<string, Probe[]> = {
  // The general search runs as the user: everyone signed in gets their own readable results.
  'GET /api/analysis/general-search': [
    { label: 'a text', path: at('/api/analysis/general-search?q=test'), expect: signedIn(200) },
    { label: 'no text', path: at('/api/analysis/general-search'), expect: signedIn(400) },
  ],
  // The query history is the administrators' alone, turned away before the query is read.
  'GET /api/analysis/query-history': [
    { path: at('/api/analysis/query-history?sort=duration'), expect: adminOnly(200) },
    { label: 'a bad filter', path: at('/api/analysis/query-history?kind=nope'), expect: adminOnly(400) },
  ],
  'GET /api/analysis/query-history/:id': [
    { path: at('/api/analysis/query-history/999999999'), expect: adminOnly(404) },
  ],
};
