import { at, signedIn, unknownId, type Expected, type Probe } from './security-expect.ts';

const tag = `/api/collaboration/tags/${unknownId}`;
const objectTag = (f: { aliceOntology: string }) => `/api/collaboration/objects/${f.aliceOntology}/tags/${unknownId}`;

const chat = '/api/collaboration/chat';
/** Alice's private ontology's conversation: she (the ordinary user) and administrators read the ontology. */
const aliceObjectChat = (f: { aliceOntology: string }) => `${chat}/conversations/o.${f.aliceOntology}`;
const unknownChat = at(`${chat}/conversations/o.${unknownId}`);
/** Who reads Alice's ontology takes part in its conversation; the others learn nothing of it (404). */
const readersOfAlice = (answer: number | 'ok'): Expected => ({
  anonymous: 401,
  student: 404,
  teacher: 404,
  user: answer,
  admin: answer,
});

/**
 * The tags' routes (issue 21 item 6; domain.md §3 Tag) in the endpoint matrix (security-endpoint-table.ts):
 * all run as the signed-in user. Listing answers everyone signed in with the tags they see; a bad create is
 * a 400 before anything is written; a tag nobody sees (an unknown one looks the same) is a 404, and so is
 * tagging with it, whoever owns the object.
 */
export const COLLABORATION_ENDPOINTS: Record<string, Probe[]> = {
  'GET /api/collaboration/tags': [{ path: at('/api/collaboration/tags'), expect: signedIn(200) }],
  'POST /api/collaboration/tags': [
    {
      label: 'no name',
      path: at('/api/collaboration/tags'),
      body: () => ({ color: '#0f6cbd' }),
      expect: signedIn(400),
    },
    {
      label: 'a bad colour',
      path: at('/api/collaboration/tags'),
      body: () => ({ name: 'x', color: 'red' }),
      expect: signedIn(400),
    },
  ],
  'PATCH /api/collaboration/tags/:id': [{ path: at(tag), body: () => ({ name: 'x' }), expect: signedIn(404) }],
  'DELETE /api/collaboration/tags/:id': [{ path: at(tag), expect: signedIn(404) }],
  'PUT /api/collaboration/objects/:obj/tags/:tag': [{ path: objectTag, expect: signedIn(404) }],
  'DELETE /api/collaboration/objects/:obj/tags/:tag': [{ path: objectTag, expect: signedIn(404) }],
  // The chat (issue 21 item 7): an object's conversation is read and written by who reads the object.
  'GET /api/collaboration/chat/users': [{ path: at(`${chat}/users`), expect: signedIn(200) }],
  'GET /api/collaboration/chat/conversations': [{ path: at(`${chat}/conversations`), expect: signedIn(200) }],
  'GET /api/collaboration/chat/unread': [{ path: at(`${chat}/unread`), expect: signedIn(200) }],
  'POST /api/collaboration/chat/direct': [
    { label: 'no user id', path: at(`${chat}/direct`), body: () => ({ user: 'x' }), expect: signedIn(400) },
    { label: 'an unknown user', path: at(`${chat}/direct`), body: () => ({ user: unknownId }), expect: signedIn(404) },
  ],
  'GET /api/collaboration/chat/conversations/:id': [
    { label: "Alice's ontology", path: aliceObjectChat, expect: readersOfAlice(200) },
    { label: 'an unknown object', path: unknownChat, expect: signedIn(404) },
  ],
  'GET /api/collaboration/chat/conversations/:id/messages': [
    { label: "Alice's ontology", path: (f) => `${aliceObjectChat(f)}/messages`, expect: readersOfAlice(200) },
  ],
  'POST /api/collaboration/chat/conversations/:id/messages': [
    {
      label: 'an empty text',
      path: (f) => `${aliceObjectChat(f)}/messages`,
      body: () => ({ text: ' ' }),
      expect: readersOfAlice(400),
    },
    {
      label: "Alice's ontology",
      path: (f) => `${aliceObjectChat(f)}/messages`,
      body: () => ({ text: 'проверка матрицы' }),
      expect: readersOfAlice(200),
    },
  ],
  'PATCH /api/collaboration/chat/messages/:id': [
    { path: at(`${chat}/messages/${unknownId}`), body: () => ({ text: 'x' }), expect: signedIn(404) },
  ],
  'DELETE /api/collaboration/chat/messages/:id': [{ path: at(`${chat}/messages/${unknownId}`), expect: signedIn(404) }],
  'POST /api/collaboration/chat/conversations/:id/read': [
    { label: "Alice's ontology", path: (f) => `${aliceObjectChat(f)}/read`, expect: readersOfAlice('ok') },
  ],
};
