import { readFileSync } from 'node:fs';
import { CLASS } from '@ontobench/core/common';
import { EXPLORE_PROCEDURES } from '../../extensions/ontology/src/common/explore.ts';
import { PASSWORD } from './harness.ts';
import { ADMINISTRATION_ENDPOINTS } from './security-endpoints-administration.ts';
import { ANALYSIS_ENDPOINTS } from './security-endpoints-analysis.ts';
import { BOARD_ENDPOINTS } from './security-endpoints-board.ts';
import { COLLABORATION_ENDPOINTS } from './security-endpoints-collaboration.ts';
import { DIAGRAMS_ENDPOINTS } from './security-endpoints-diagrams.ts';
import { DMN_ENDPOINTS, DMN_PROCEDURES } from './security-endpoints-dmn.ts';
import { EDU_ANALYSIS_ENDPOINTS } from './security-endpoints-edu-analysis.ts';
import { EDU_COURSES_ENDPOINTS } from './security-endpoints-edu-courses.ts';
import { EDU_FLOWS_ENDPOINTS } from './security-endpoints-edu-flows.ts';
import { EDU_PORTFOLIO_ENDPOINTS } from './security-endpoints-edu-portfolio.ts';
import { IMPORTS_ENDPOINTS } from './security-endpoints-imports.ts';
import { IMPORTS_EXCEL_ENDPOINTS } from './security-endpoints-imports-excel.ts';
import { PROCESSES_WORKFLOW_ENDPOINTS } from './security-endpoints-processes.ts';
import { SCHEDULER_ENDPOINTS } from './security-endpoints-scheduler.ts';
import { adminOnly, adminsThing, all, at, signedIn, unknownId, type Probe } from './security-expect.ts';

export * from './security-expect.ts';

/**
 * The expected answer of every server endpoint to each actor (issue 11, "standing guards"). Keyed by
 * "METHOD /path" exactly as the server registers it: the matrix test fails when a route has no entry
 * here (a new endpoint must be classified) and when an entry names a route that no longer exists. The
 * answers and the probe's shape: security-expect.ts.
 */
const hello = readFileSync(new URL('../fixtures/plugins/fixture-hello.plugin.js', import.meta.url), 'utf8');

export const ENDPOINTS: Record<string, Probe[]> = {
  'GET /env.json': [{ path: at('/env.json'), expect: all(200) }],
  'GET /api/public/ping': [{ path: at('/api/public/ping'), expect: all(200) }],
  'GET /api/public/maintenanceMode': [{ path: at('/api/public/maintenanceMode'), expect: all(200) }],
  'POST /api/public/log-error': [{ path: at('/api/public/log-error'), body: () => ({ msg: 'x' }), expect: all(204) }],
  'GET /api/public/ontology-doc/:id': [
    { path: (f) => `/api/public/ontology-doc/${f.publicOntology}`, expect: all(200) },
    { label: 'private ontology', path: (f) => `/api/public/ontology-doc/${f.aliceOntology}`, expect: all(404) },
  ],

  'POST /api/auth/register': [
    {
      path: at('/api/auth/register'),
      body: (_f, role) => ({
        email: `matrix-${role}-${Date.now()}@contract.test`,
        password: PASSWORD,
        fullName: 'Проверкин Пётр Петрович',
      }),
      expect: all(201),
    },
  ],
  'POST /api/auth/login': [
    { path: at('/api/auth/login'), body: (f) => ({ email: f.victim.email, password: PASSWORD }), expect: all(200) },
  ],
  'POST /api/auth/logout': [{ path: at('/api/auth/logout'), fresh: true, expect: all(204) }],
  'GET /api/auth/check-auth': [{ path: at('/api/auth/check-auth'), expect: all(200) }],
  'GET /api/auth/osa-sessionid': [{ path: at('/api/auth/osa-sessionid'), expect: signedIn(200) }],
  'POST /api/auth/sso-token': [
    { path: at('/api/auth/sso-token'), body: (f) => ({ userId: f.victim.id }), expect: adminOnly(200) },
  ],
  'POST /api/auth/set-password': [
    {
      label: "another user's password",
      path: at('/api/auth/set-password'),
      body: (f, role) => ({ password: PASSWORD, session_id: f.session(role), user_id: f.victim.id }),
      expect: adminOnly(204),
      notAdminOnly: true,
    },
  ],
  // A wrong password only: a right one would start the deletion of the matrix's accounts.
  'POST /api/auth/account-deletion': [
    {
      label: 'wrong password',
      path: at('/api/auth/account-deletion'),
      body: () => ({ current_password: 'Wrong-password-1' }),
      expect: signedIn(403),
      // 403 here is the wrong password, read from the body: not an administrators' route.
      notAdminOnly: true,
    },
  ],
  'DELETE /api/auth/account-deletion': [{ path: at('/api/auth/account-deletion'), expect: signedIn(204) }],
  'POST /api/auth/oidc': [{ path: at('/api/auth/oidc'), body: () => ({ idToken: 'x' }), expect: all(404) }],
  'POST /api/auth/password-reset': [
    {
      path: at('/api/auth/password-reset'),
      body: (_f, role) => ({ email: `nobody-${role}@contract.test` }),
      expect: all(202),
    },
  ],
  'POST /api/auth/password-reset/confirm': [
    {
      path: at('/api/auth/password-reset/confirm'),
      body: () => ({ token: 'forged', password: PASSWORD }),
      expect: all(400),
    },
  ],

  'POST /api/data': [
    {
      path: at('/api/data'),
      body: (f, role) => ({ act: 'get_data', class: CLASS.Tag, session: f.session(role) }),
      expect: signedIn(200),
    },
  ],
  'GET /api/data/requests/:id/status': [
    { path: (f) => `/api/data/requests/${f.adminRequest}/status`, expect: adminsThing(200) },
  ],
  'GET /api/data/requests/:id/result': [
    { path: (f) => `/api/data/requests/${f.adminRequest}/result`, expect: adminsThing(200) },
  ],
  'DELETE /api/data/requests/:id': [{ path: (f) => `/api/data/requests/${f.adminRequest}`, expect: adminsThing(204) }],
  'POST /api/execute': [
    {
      label: 'unknown procedure',
      path: at('/api/execute'),
      body: () => ({ procedure: 'nope' }),
      expect: signedIn(404),
    },
  ],
  'DELETE /api/utils/cache/:kind/:command': [
    { label: 'everyone’s cache', path: at('/api/utils/cache/command/x'), expect: adminOnly(200) },
    { label: 'own cache', path: at('/api/utils/cache/userCommand/x'), expect: signedIn(200) },
  ],
  'POST /api/assignments/fetch': [{ path: at('/api/assignments/fetch'), body: () => ({}), expect: signedIn(200) }],
  'GET /api/roles': [{ path: at('/api/roles'), expect: signedIn(200) }],
  'POST /api/file': [
    {
      path: at('/api/file'),
      body: () => new Uint8Array([1, 2, 3]),
      headers: { 'content-type': 'application/octet-stream' },
      expect: signedIn(201),
    },
  ],
  'GET /api/file/:id': [{ path: (f) => `/api/file/${f.adminFile}`, expect: adminsThing(200) }],
  'POST /api/file/remove-all': [
    { path: at('/api/file/remove-all'), body: () => ({ ids: [unknownId] }), expect: signedIn(200) },
  ],

  'PUT /api/app/maintenanceMode': [
    { path: at('/api/app/maintenanceMode'), body: () => ({ enabled: false }), expect: adminOnly(200) },
  ],
  'PUT /api/app/status-control': [
    { path: at('/api/app/status-control'), body: () => ({ status: null }), expect: adminOnly(200) },
  ],
  'GET /api/app/error-reports': [{ path: at('/api/app/error-reports'), expect: adminOnly(200) }],
  'POST /api/app/notify': [
    {
      path: at('/api/app/notify'),
      body: (f) => ({ users: [f.victim.id], message: 'x' }),
      expect: adminOnly(200),
    },
  ],
  'GET /api/app/plugins': [{ path: at('/api/app/plugins'), expect: signedIn(200) }],
  // A plugin's entry and its code-split chunks (docs/sdk.md, "Code splitting"): public code, like the app's.
  'GET /plugins/:id/:version/:file': [
    { path: (f) => `/plugins/${f.plugin.id}/${f.plugin.version}/index.js`, expect: all(200) },
    { path: (f) => `/plugins/${f.plugin.id}/${f.plugin.version}/no-such-chunk.js`, expect: all(404) },
  ],
  'GET /api/app/plugin-registry': [{ path: at('/api/app/plugin-registry'), expect: adminOnly(200) }],
  'POST /api/app/plugin-registry/upload': [
    { path: at('/api/app/plugin-registry/upload'), body: () => ({ code: hello }), expect: adminOnly(201) },
  ],
  'PATCH /api/app/plugin-registry/:id': [
    {
      path: (f) => `/api/app/plugin-registry/${f.plugin.id}`,
      body: () => ({ config: { matrix: true } }),
      expect: adminOnly(200),
    },
  ],
  'DELETE /api/app/plugin-registry/:id': [
    { path: (f) => `/api/app/plugin-registry/${f.plugin.id}`, expect: adminOnly(204) },
  ],

  'POST /api/ontology/import': [
    {
      path: at('/api/ontology/import'),
      body: (_f, role) => ({
        format: 'turtle',
        name: `Матрица ${role}`,
        text: '@prefix owl: <http://www.w3.org/2002/07/owl#> .\n<http://example.org/A> a owl:Class .\n',
      }),
      expect: signedIn(200),
    },
  ],
  'GET /api/ontology/:id/state': [
    {
      label: "the user's private ontology",
      path: (f) => `/api/ontology/${f.aliceOntology}/state`,
      expect: { anonymous: 401, student: 404, teacher: 404, user: 200, admin: 200 },
    },
  ],
  'GET /api/ontology/:id/export': [
    {
      label: "the user's private ontology",
      path: (f) => `/api/ontology/${f.aliceOntology}/export?format=turtle`,
      expect: { anonymous: 401, student: 404, teacher: 404, user: 200, admin: 200 },
    },
  ],
  'POST /api/ontologyDiff/diff': [
    {
      path: at('/api/ontologyDiff/diff'),
      body: (f) => ({ state1: f.aliceState, state2: f.aliceState }),
      expect: signedIn(200),
    },
  ],

  // The documents area's server (issue 15): a document nobody of the actors may read answers 404.
  'GET /api/documents/:id': [{ path: at(`/api/documents/${unknownId}`), expect: { ...all(404), anonymous: 401 } }],
  'PUT /api/documents/:id/content': [
    {
      path: at(`/api/documents/${unknownId}/content`),
      body: () => ({ content: { type: 'doc', content: [] }, baseVersion: 0 }),
      expect: { ...all(404), anonymous: 401 },
    },
  ],
  'PUT /api/documents/:id/public': [
    {
      path: at(`/api/documents/${unknownId}/public`),
      body: () => ({ isPublic: true }),
      expect: { ...all(404), anonymous: 401 },
    },
  ],
  'GET /api/documents/:id/docx': [
    { path: at(`/api/documents/${unknownId}/docx`), expect: { ...all(404), anonymous: 401 } },
  ],
  'POST /api/terms/resolve': [{ path: at('/api/terms/resolve'), body: () => ({ refs: [] }), expect: signedIn(200) }],
  'GET /api/public/doc/:id': [{ path: at(`/api/public/doc/${unknownId}`), expect: all(404) }],
  'GET /api/public/doc/:id/docx': [{ path: at(`/api/public/doc/${unknownId}/docx`), expect: all(404) }],
  // Comments, publications and manuals (issue 15): an unknown document, comment or publication is 404.
  'GET /api/documents/:id/comments': [
    { path: at(`/api/documents/${unknownId}/comments`), expect: { ...all(404), anonymous: 401 } },
  ],
  'POST /api/documents/:id/comments': [
    {
      path: at(`/api/documents/${unknownId}/comments`),
      body: () => ({ text: 'a comment' }),
      expect: { ...all(404), anonymous: 401 },
    },
  ],
  'PATCH /api/comments/:id': [
    {
      path: at(`/api/comments/${unknownId}`),
      body: () => ({ completed: true }),
      expect: { ...all(404), anonymous: 401 },
    },
  ],
  'DELETE /api/comments/:id': [{ path: at(`/api/comments/${unknownId}`), expect: { ...all(404), anonymous: 401 } }],
  'GET /api/comments': [{ path: at('/api/comments'), expect: signedIn(200) }],
  'POST /api/document/fetchDiscussions': [
    { path: at('/api/document/fetchDiscussions'), body: () => ({ documentIds: [] }), expect: signedIn(200) },
  ],
  'GET /api/documents/:id/publications': [
    { path: at(`/api/documents/${unknownId}/publications`), expect: { ...all(404), anonymous: 401 } },
  ],
  'POST /api/publications/:id/links': [
    {
      path: at(`/api/publications/${unknownId}/links`),
      body: () => ({ documentId: unknownId }),
      expect: { ...all(404), anonymous: 401 },
    },
  ],
  'GET /api/publications/:id/tree': [
    { path: at(`/api/publications/${unknownId}/tree`), expect: { ...all(404), anonymous: 401 } },
  ],
  'GET /api/public/doctree/:id': [{ path: at(`/api/public/doctree/${unknownId}`), expect: all(404) }],
  'GET /api/documents/manuals': [{ path: at('/api/documents/manuals'), expect: signedIn(200) }],
  // Structured documents (issue 16): an unknown document or element is 404 for everyone signed in.
  'POST /api/document/fetch': [
    {
      path: at('/api/document/fetch'),
      body: () => ({ documentId: unknownId }),
      expect: { ...all(404), anonymous: 401 },
    },
  ],
  'POST /api/document/save': [
    {
      path: at('/api/document/save'),
      body: () => ({
        documentId: unknownId,
        updateId: 'u',
        tabSessionId: 't',
        baseVersion: 0,
        diff: [{ op: 'delete', id: unknownId }],
      }),
      expect: { ...all(404), anonymous: 401 },
    },
  ],
  'POST /api/document/locks': [
    {
      path: at('/api/document/locks'),
      body: () => ({ documentId: unknownId, tabSessionId: 't', elementIds: [] }),
      expect: { ...all(404), anonymous: 401 },
    },
  ],
  'POST /api/document/render': [
    {
      path: at('/api/document/render'),
      body: () => ({ documentId: unknownId }),
      expect: { ...all(404), anonymous: 401 },
    },
  ],
  'POST /api/document/quickView': [
    {
      path: at('/api/document/quickView'),
      body: () => ({ documentId: unknownId }),
      expect: { ...all(404), anonymous: 401 },
    },
  ],
  'GET /api/structured-documents/:id/publications': [
    { path: at(`/api/structured-documents/${unknownId}/publications`), expect: { ...all(404), anonymous: 401 } },
  ],
  'POST /api/structured-documents/:id/publications': [
    {
      path: at(`/api/structured-documents/${unknownId}/publications`),
      body: () => ({ name: 'Выпуск' }),
      expect: { ...all(404), anonymous: 401 },
    },
  ],
  'GET /api/structured-documents/:id/viewers': [
    { path: at(`/api/structured-documents/${unknownId}/viewers`), expect: { ...all(404), anonymous: 401 } },
  ],
  'POST /api/structured-documents/:id/viewers': [
    {
      path: at(`/api/structured-documents/${unknownId}/viewers`),
      body: () => ({ viewerId: 'tab' }),
      expect: { ...all(404), anonymous: 401 },
    },
  ],
  'PUT /api/structured-documents/:id/viewers/:viewerId': [
    { path: at(`/api/structured-documents/${unknownId}/viewers/tab`), expect: { ...all(404), anonymous: 401 } },
  ],
  'DELETE /api/structured-documents/:id/viewers/:viewerId': [
    { path: at(`/api/structured-documents/${unknownId}/viewers/tab`), expect: { ...all(404), anonymous: 401 } },
  ],
  'GET /api/structured-publications/:id': [
    { path: at(`/api/structured-publications/${unknownId}`), expect: { ...all(404), anonymous: 401 } },
  ],
  'GET /api/public/structuredDoc/:documentId': [
    { path: at(`/api/public/structuredDoc/${unknownId}`), expect: all(404) },
  ],
  'GET /api/public/structuredDoc/:documentId/:publicationId': [
    { path: at(`/api/public/structuredDoc/${unknownId}/${unknownId}`), expect: all(404) },
  ],
  'GET /api/structured-documents/classes': [{ path: at('/api/structured-documents/classes'), expect: adminOnly(200) }],
  'POST /api/structured-documents/classes': [
    {
      path: at('/api/structured-documents/classes'),
      body: () => ({ name: 'Класс', offeredKinds: ['paragraph'] }),
      expect: adminOnly(200),
    },
  ],
  'PUT /api/structured-documents/classes/:id': [
    {
      path: at(`/api/structured-documents/classes/${unknownId}`),
      body: () => ({ name: 'Класс' }),
      expect: adminOnly(404),
    },
  ],
  'DELETE /api/structured-documents/classes/:id': [
    { path: at(`/api/structured-documents/classes/${unknownId}`), expect: adminOnly(404) },
  ],
  'GET /api/structured-documents/class-choices': [
    { path: at('/api/structured-documents/class-choices'), expect: { ...all('ok'), anonymous: 401 } },
  ],
  'PUT /api/structured-documents/:id/class': [
    {
      path: at(`/api/structured-documents/${unknownId}/class`),
      body: () => ({ classId: null }),
      expect: { ...all(404), anonymous: 401 },
    },
  ],
  'GET /api/structured-documents/numbering-sets': [
    { path: at('/api/structured-documents/numbering-sets'), expect: signedIn(200) },
  ],
  'PUT /api/structured-documents/numbering-sets/:id': [
    // An empty set is refused (400) before anything is written; only an administrator gets that far.
    { path: at(`/api/structured-documents/numbering-sets/${unknownId}`), body: () => ({}), expect: adminOnly(400) },
  ],
  'DELETE /api/structured-documents/numbering-sets/:id': [
    { path: at(`/api/structured-documents/numbering-sets/${unknownId}`), expect: adminOnly(404) },
  ],
  'GET /api/structured-documents/:id/docx': [
    { path: at(`/api/structured-documents/${unknownId}/docx`), expect: { ...all(404), anonymous: 401 } },
  ],
  'POST /api/document/fetchDocumentInstanceDataByElementId': [
    {
      path: at('/api/document/fetchDocumentInstanceDataByElementId'),
      body: () => ({ elementId: unknownId }),
      expect: { ...all(404), anonymous: 401 },
    },
  ],
  ...ANALYSIS_ENDPOINTS,
  ...DIAGRAMS_ENDPOINTS,
  ...DMN_ENDPOINTS,
  ...SCHEDULER_ENDPOINTS,
  ...BOARD_ENDPOINTS,
  ...COLLABORATION_ENDPOINTS,
  ...PROCESSES_WORKFLOW_ENDPOINTS,
  ...ADMINISTRATION_ENDPOINTS,
  ...IMPORTS_ENDPOINTS,
  ...IMPORTS_EXCEL_ENDPOINTS,
  ...EDU_ANALYSIS_ENDPOINTS,
  ...EDU_COURSES_ENDPOINTS,
  ...EDU_FLOWS_ENDPOINTS,
  ...EDU_PORTFOLIO_ENDPOINTS,
};

/** `POST /api/execute` per procedure an extension offers; a new procedure must be classified here. */
export const PROCEDURES: Record<string, Probe> = {
  [EXPLORE_PROCEDURES.search]: {
    path: at('/api/execute'),
    body: () => ({ procedure: EXPLORE_PROCEDURES.search, payload: { text: 'a' } }),
    expect: signedIn(200),
  },
  [EXPLORE_PROCEDURES.term]: {
    label: "Bob's private class",
    path: at('/api/execute'),
    body: (f) => ({ procedure: EXPLORE_PROCEDURES.term, payload: { id: f.bobClass } }),
    expect: adminsThing(200),
  },
  ...DMN_PROCEDURES,
};
