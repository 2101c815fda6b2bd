import { all, at, signedIn, unknownId, type Probe } from './security-expect.ts';
import { GENERAL_SEARCH_ENDPOINTS } from './security-endpoints-general-search.ts';
import { REPORT_ENDPOINTS } from './security-endpoints-reports.ts';

/** The analysis area's routes (issue 18) in the endpoint matrix (security-endpoint-table.ts). */
export const ANALYSIS_ENDPOINTS: Record<string, Probe[]> = {
  // Semantic search (issue 18 items 1, 2): run as the user; an unknown search is §8's 404 for everyone.
  'POST /api/semantic-search/run': [
    { label: 'no search', path: at('/api/semantic-search/run'), body: () => ({}), expect: signedIn(400) },
    {
      label: 'an unknown search',
      path: at('/api/semantic-search/run'),
      body: () => ({ searchId: unknownId }),
      expect: signedIn(404),
    },
  ],
  'GET /api/semantic-search/:id/xlsx': [{ path: at(`/api/semantic-search/${unknownId}/xlsx`), expect: signedIn(404) }],
  'GET /api/semantic-search/:id/csv': [{ path: at(`/api/semantic-search/${unknownId}/csv`), expect: signedIn(404) }],
  // FCA (issue 18 item 5): a context is its author's; an unknown id is a 404 for everyone signed in.
  'GET /api/analysis/fca': [{ path: at('/api/analysis/fca'), expect: signedIn(200) }],
  'POST /api/analysis/fca': [{ path: at('/api/analysis/fca'), body: () => ({}), expect: signedIn(400) }],
  'GET /api/analysis/fca/:id': [{ path: at(`/api/analysis/fca/${unknownId}`), expect: signedIn(404) }],
  'DELETE /api/analysis/fca/:id': [{ path: at(`/api/analysis/fca/${unknownId}`), expect: signedIn(404) }],
  'POST /api/analysis/fca/:id/lattice': [{ path: at(`/api/analysis/fca/${unknownId}/lattice`), expect: signedIn(404) }],
  'GET /api/analysis/fca/:id/context.csv': [
    { path: at(`/api/analysis/fca/${unknownId}/context.csv`), expect: signedIn(404) },
  ],
  'GET /api/analysis/fca/:id/lattice.svg': [
    { path: at(`/api/analysis/fca/${unknownId}/lattice.svg`), expect: signedIn(404) },
  ],
  // OWL rules (issue 18 item 4): everyone their own; another's or an unknown rule is not found.
  'GET /api/analysis/rules': [{ path: at('/api/analysis/rules'), expect: signedIn(200) }],
  'POST /api/analysis/rules': [
    {
      label: 'a rule without triads',
      path: at('/api/analysis/rules'),
      body: () => ({ name: 'x' }),
      expect: signedIn(400),
    },
  ],
  'GET /api/analysis/rules/:id': [
    { path: at(`/api/analysis/rules/${unknownId}`), expect: { ...all(404), anonymous: 401 } },
  ],
  'PUT /api/analysis/rules/:id': [
    { path: at(`/api/analysis/rules/${unknownId}`), body: () => ({}), expect: { ...all(404), anonymous: 401 } },
  ],
  'DELETE /api/analysis/rules/:id': [
    { path: at(`/api/analysis/rules/${unknownId}`), expect: { ...all(404), anonymous: 401 } },
  ],
  'POST /api/analysis/rules/:id/run': [
    { path: at(`/api/analysis/rules/${unknownId}/run`), expect: { ...all(404), anonymous: 401 } },
  ],
  'POST /api/analysis/rules/:id/apply': [
    { path: at(`/api/analysis/rules/${unknownId}/apply`), expect: { ...all(404), anonymous: 401 } },
  ],
  'POST /api/analysis/rule-applications/:id/undo': [
    { path: at(`/api/analysis/rule-applications/${unknownId}/undo`), expect: { ...all(404), anonymous: 401 } },
  ],
  ...REPORT_ENDPOINTS,
  ...GENERAL_SEARCH_ENDPOINTS,
};
