import { createSignal } from '@ontobench/sdk';

/** "The teacher marked a work here": the awaiting page says so, the top bar's counter asks again at once. */
export const workMarked = createSignal();
