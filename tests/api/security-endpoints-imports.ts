import { at, signedIn, unknownId, type Probe } from './security-expect.ts';

/**
 * The imports area's routes (issue 21 item 4) in the endpoint matrix (security-endpoint-table.ts): every
 * call runs as the signed-in user through the data API. A malformed file is a 400 before anything is
 * written; an unknown model or import result is a 404 for everyone signed in (one they may not read looks
 * the same). Writing into a model the user only reads is a 403 (tests/api/imports-csv.test.ts). A document
 * import (`imports/docs/*`) creates a document as the user: every signed-in user may create one (the documents
 * area's rule); a bad file is a 400 before anything is written (tests/api/imports-docs.test.ts).
 */
const malformed = () => ({ text: '' });
const emptyDoc = () => ({ file: '', fileName: 'x.md' });
const markdown = { file: Buffer.from('# Заголовок\n\nтекст').toString('base64'), fileName: 'x.md' };
const target = { kind: 'existing', modelId: unknownId, classId: unknownId, nameColumn: 0, columns: [] };

export const IMPORTS_ENDPOINTS: Record<string, Probe[]> = {
  'POST /api/imports/csv/preview': [
    { label: 'an empty file', path: at('/api/imports/csv/preview'), body: malformed, expect: signedIn(400) },
    { path: at('/api/imports/csv/preview'), body: () => ({ text: 'a;b\n1;2\n' }), expect: signedIn(200) },
  ],
  'POST /api/imports/csv/check': [
    {
      label: 'an unknown model',
      path: at('/api/imports/csv/check'),
      body: () => ({ text: 'a;b\n1;2\n', target }),
      expect: signedIn(404),
    },
  ],
  'POST /api/imports/csv/run': [
    { label: 'an empty file', path: at('/api/imports/csv/run'), body: malformed, expect: signedIn(400) },
    {
      label: 'an unknown model',
      path: at('/api/imports/csv/run'),
      body: () => ({ text: 'a;b\n1;2\n', target }),
      expect: signedIn(404),
    },
  ],
  'POST /api/imports/docs/check': [
    { label: 'an empty file', path: at('/api/imports/docs/check'), body: emptyDoc, expect: signedIn(400) },
    { path: at('/api/imports/docs/check'), body: () => markdown, expect: signedIn(200) },
  ],
  'POST /api/imports/docs/run': [
    { label: 'an empty file', path: at('/api/imports/docs/run'), body: emptyDoc, expect: signedIn(400) },
    {
      label: 'not a .docx',
      path: at('/api/imports/docs/run'),
      body: () => ({ ...markdown, fileName: 'x.docx' }),
      expect: signedIn(400),
    },
  ],
  'GET /api/imports/models': [{ path: at('/api/imports/models'), expect: signedIn(200) }],
  'GET /api/imports/models/:id/classes': [
    { path: at(`/api/imports/models/${unknownId}/classes`), expect: signedIn(404) },
  ],
  'GET /api/imports/results': [{ path: at('/api/imports/results'), expect: signedIn(200) }],
  'GET /api/imports/results/:id': [{ path: at(`/api/imports/results/${unknownId}`), expect: signedIn(404) }],
};
