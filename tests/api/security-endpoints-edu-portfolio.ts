import { at, signedIn, unknownId, type Probe } from './security-expect.ts';

const project = `/api/edu/portfolio-projects/${unknownId}`;

/**
 * The education area's portfolio (issue 20 item 6) in the endpoint matrix: everyone signed in lists their
 * own projects and their students'; anyone signed in makes a project of their own (its author); a link to
 * an object they may not read (Bob's private class; Bob is none of the actors) is a 400, as is a project
 * without a name; an unknown project is a 404 for everyone (the same answer as one they may not read).
 */
export const EDU_PORTFOLIO_ENDPOINTS: Record<string, Probe[]> = {
  'GET /api/edu/portfolio-projects': [{ path: at('/api/edu/portfolio-projects'), expect: signedIn(200) }],
  'POST /api/edu/portfolio-projects': [
    {
      label: 'a project without a name',
      path: at('/api/edu/portfolio-projects'),
      body: () => ({}),
      expect: signedIn(400),
    },
    {
      label: 'a link to Bob’s private class',
      path: at('/api/edu/portfolio-projects'),
      body: (f) => ({ name: 'Проект матрицы', links: [f.bobClass] }),
      expect: { ...signedIn(400), admin: 200 },
    },
    { path: at('/api/edu/portfolio-projects'), body: () => ({ name: 'Проект матрицы' }), expect: signedIn(200) },
  ],
  'GET /api/edu/portfolio-projects/:id': [{ path: at(project), expect: signedIn(404) }],
  'PATCH /api/edu/portfolio-projects/:id': [{ path: at(project), body: () => ({ name: 'x' }), expect: signedIn(404) }],
  'DELETE /api/edu/portfolio-projects/:id': [{ path: at(project), expect: signedIn(404) }],
};
