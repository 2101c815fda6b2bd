import { performance } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';
import { clientOf, deferred, type Credentials } from './client.ts';

/** What the load thread is asked to do: every client loops on one request until the time is up. */
export interface LoadOrder {
  clients: Credentials[];
  body: Record<string, unknown>;
  seconds: number;
}

export interface LoadReport {
  samples: number[];
  seconds: number;
  errors: number;
  firstError: string | null;
  deferred: number;
}

/**
 * The clients of a throughput run, in a thread of their own: their fetch and JSON work then does not
 * run on the server's event loop, whose stalls the run measures (docs/benchmarks.md).
 */
async function run(order: LoadOrder): Promise<LoadReport> {
  const samples: number[] = [];
  const out = { errors: 0, firstError: null as string | null };
  const started = performance.now();
  const end = started + order.seconds * 1000;
  await Promise.all(
    order.clients.map(async (credentials) => {
      const client = clientOf(credentials);
      while (performance.now() < end) {
        const t = performance.now();
        try {
          await client.data(order.body);
          samples.push(performance.now() - t);
        } catch (error) {
          out.errors++;
          out.firstError ??= String(error);
        }
      }
    }),
  );
  return { samples, seconds: (performance.now() - started) / 1000, ...out, deferred: deferred.count };
}

parentPort?.postMessage(await run(workerData as LoadOrder));
