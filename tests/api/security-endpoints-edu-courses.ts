import { at, signedIn, unknownId, type Probe } from './security-expect.ts';

const course = `/api/edu/courses/${unknownId}`;
const unit = `/api/edu/units/${unknownId}`;
const courseBody = () => ({ name: 'Курс матрицы', code: 'M-1', description: '', status: null });
const unitBody = () => ({ name: 'Единица матрицы', questions: [] });

/**
 * The education area's courses and learning units (issue 20 items 1, 2) in the endpoint matrix: the lists
 * answer everyone signed in with what they may see; anyone signed in makes a course or a unit of their own
 * (its author); an unknown course or unit is a 404 for everyone (the same answer as one they may not open);
 * a bad body is a 400 before anything is written. `GET edu/me` (whether the user teaches, for the menu)
 * answers everyone signed in about themself.
 */
export const EDU_COURSES_ENDPOINTS: Record<string, Probe[]> = {
  'GET /api/edu/me': [{ path: at('/api/edu/me'), expect: signedIn(200) }],
  'GET /api/edu/courses': [{ path: at('/api/edu/courses'), expect: signedIn(200) }],
  'POST /api/edu/courses': [
    {
      label: 'a course without a name',
      path: at('/api/edu/courses'),
      body: () => ({ code: 'x' }),
      expect: signedIn(400),
    },
    { path: at('/api/edu/courses'), body: courseBody, expect: signedIn(200) },
  ],
  'GET /api/edu/courses/:id': [{ path: at(course), expect: signedIn(404) }],
  'PUT /api/edu/courses/:id': [{ path: at(course), body: courseBody, expect: signedIn(404) }],
  'DELETE /api/edu/courses/:id': [{ path: at(course), expect: signedIn(404) }],
  'GET /api/edu/units': [{ path: at('/api/edu/units'), expect: signedIn(200) }],
  'POST /api/edu/units': [
    {
      label: 'a negative mark',
      path: at('/api/edu/units'),
      body: () => ({ ...unitBody(), maxPoint: -1 }),
      expect: signedIn(400),
    },
    { path: at('/api/edu/units'), body: unitBody, expect: signedIn(200) },
  ],
  'GET /api/edu/units/:id': [{ path: at(unit), expect: signedIn(404) }],
  'PUT /api/edu/units/:id': [{ path: at(unit), body: unitBody, expect: signedIn(404) }],
  'DELETE /api/edu/units/:id': [{ path: at(unit), expect: signedIn(404) }],
};
