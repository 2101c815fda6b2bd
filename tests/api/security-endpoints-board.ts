import { at, signedIn, unknownId, type Probe } from './security-expect.ts';

const card = `/api/processes/board/cards/${unknownId}`;

/**
 * The life-cycle board's routes (issue 19 item 7) in the endpoint matrix (security-endpoint-table.ts): both
 * run as the signed-in user; the board answers everyone signed in with what they may read, a bad filter is a
 * 400, and a move of an object nobody may read (an unknown one looks the same) is a 404.
 */
export const BOARD_ENDPOINTS: Record<string, Probe[]> = {
  'GET /api/processes/board': [
    { path: at('/api/processes/board'), expect: signedIn(200) },
    { label: 'a bad filter', path: at('/api/processes/board?class=x'), expect: signedIn(400) },
  ],
  'PUT /api/processes/board/cards/:id': [
    { path: at(card), body: () => ({ stage: unknownId }), expect: signedIn(404) },
    { label: 'no stage', path: at(card), body: () => ({}), expect: signedIn(400) },
  ],
};
