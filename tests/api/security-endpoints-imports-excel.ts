import { adminOnly, at, unknownId, type Probe } from './security-expect.ts';

/**
 * The imports area's Excel routes (issue 21 item 4; shell.md §2 `/import-from-excel`, administrators) in
 * the endpoint matrix: every one refuses a non-administrator (403) before it reads the body; for an
 * administrator an unknown descriptor is a 404 and a malformed one a 400.
 */
const one = `/api/imports/excel/descriptors/${unknownId}`;

export const IMPORTS_EXCEL_ENDPOINTS: Record<string, Probe[]> = {
  'GET /api/imports/excel/descriptors': [{ path: at('/api/imports/excel/descriptors'), expect: adminOnly(200) }],
  'POST /api/imports/excel/descriptors': [
    {
      label: 'no name',
      path: at('/api/imports/excel/descriptors'),
      body: () => ({ name: '' }),
      expect: adminOnly(400),
    },
  ],
  'PUT /api/imports/excel/descriptors/:id': [{ path: at(one), body: () => ({ name: 'x' }), expect: adminOnly(404) }],
  'DELETE /api/imports/excel/descriptors/:id': [{ path: at(one), expect: adminOnly(404) }],
  'POST /api/imports/excel/descriptors/:id/check': [
    { path: at(`${one}/check`), body: () => ({ file: '' }), expect: adminOnly(404) },
  ],
  'POST /api/imports/excel/descriptors/:id/run': [
    { path: at(`${one}/run`), body: () => ({ file: '' }), expect: adminOnly(404) },
  ],
};
