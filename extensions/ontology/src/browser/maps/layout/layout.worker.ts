/// <reference lib="webworker" />
import type { PhysicsSettings } from '@ontobench/sdk/common';
import { computeForceLayout, type LayoutInput } from '../../../common/maps/force-layout.ts';

/** Messages from the page to the worker and back. */
export type LayoutRequest = { input: LayoutInput; settings: PhysicsSettings };
export type LayoutMessage =
  | { type: 'progress'; done: number; total: number }
  | { type: 'done'; positions: Record<string, { x: number; y: number }> }
  | { type: 'error'; message: string };

// The whole simulation runs here, off the page's main thread: a 2,000-node map never freezes the page.
self.onmessage = (event: MessageEvent<LayoutRequest>) => {
  const post = (message: LayoutMessage) => (self as unknown as DedicatedWorkerGlobalScope).postMessage(message);
  try {
    const positions = computeForceLayout(event.data.input, event.data.settings, (done, total) =>
      post({ type: 'progress', done, total }),
    );
    post({ type: 'done', positions });
  } catch (error) {
    post({ type: 'error', message: String((error as Error)?.message ?? error) });
  }
};
