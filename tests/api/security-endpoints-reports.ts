import { at, signedIn, unknownId, type Probe } from './security-expect.ts';

const report = `/api/analysis/reports/${unknownId}`;

/** The reports' routes (issue 18 item 3) in the endpoint matrix (security-endpoint-table.ts): everyone their own. */
export const REPORT_ENDPOINTS: Record<string, Probe[]> = {
  'GET /api/analysis/reports': [{ path: at('/api/analysis/reports'), expect: signedIn(200) }],
  'POST /api/analysis/reports': [
    { label: 'no name', path: at('/api/analysis/reports'), body: () => ({}), expect: signedIn(400) },
  ],
  'GET /api/analysis/reports/:id': [{ path: at(report), expect: signedIn(404) }],
  'PUT /api/analysis/reports/:id': [{ path: at(report), body: () => ({ name: 'x' }), expect: signedIn(404) }],
  'DELETE /api/analysis/reports/:id': [{ path: at(report), expect: signedIn(404) }],
  'POST /api/analysis/reports/:id/render': [{ path: at(`${report}/render`), expect: signedIn(404) }],
  'POST /api/analysis/report-preview': [
    {
      label: 'a template left open',
      path: at('/api/analysis/report-preview'),
      body: () => ({ template: '{{#each a}}', sources: [] }),
      expect: signedIn(400),
    },
  ],
  'GET /api/analysis/reports/:id/docx': [{ path: at(`${report}/docx`), expect: signedIn(404) }],
  'GET /api/analysis/reports/:id/xlsx': [{ path: at(`${report}/xlsx`), expect: signedIn(404) }],
};
