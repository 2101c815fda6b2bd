import type { Positions } from '../../../common/maps/layout-doc.ts';
import type { PhysicsSettings } from '@ontobench/sdk/common';
import type { LayoutInput } from '../../../common/maps/force-layout.ts';
import type { LayoutMessage, LayoutRequest } from './layout.worker.ts';

/**
 * Lays the graph out in a Web Worker and resolves with the positions. `onProgress` gets 0..1.
 * Aborting terminates the worker (the page was left, or a newer layout replaced this one).
 */
export function runLayout(
  input: LayoutInput,
  settings: PhysicsSettings,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<Positions> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./layout.worker.ts', import.meta.url), { type: 'module' });
    const finish = () => worker.terminate();
    signal?.addEventListener('abort', () => {
      finish();
      reject(new DOMException('Layout aborted', 'AbortError'));
    });
    worker.onmessage = (event: MessageEvent<LayoutMessage>) => {
      const message = event.data;
      if (message.type === 'progress') onProgress(message.done / message.total);
      else {
        finish();
        if (message.type === 'done') resolve(message.positions);
        else reject(new Error(message.message));
      }
    };
    worker.onerror = (event) => {
      finish();
      reject(new Error(event.message || 'Layout worker failed'));
    };
    worker.postMessage({ input, settings } satisfies LayoutRequest);
  });
}
