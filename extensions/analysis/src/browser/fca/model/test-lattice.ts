import type { FcaLatticeReply } from '../../../common/fca/api.ts';

/** A small context: a and b share x; b alone has y. Two concepts: the top ({a,b},{x}) and ({b},{x,y}). */
export const SMALL: FcaLatticeReply = {
  objects: ['a', 'b'],
  attributes: ['x', 'y'],
  concepts: [
    { extent: [0, 1], intent: [0] },
    { extent: [1], intent: [0, 1] },
  ],
  edges: [[0, 1]],
  layout: [
    { x: 0, y: 0 },
    { x: 0, y: 1 },
  ],
};
