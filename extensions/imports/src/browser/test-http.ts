import { Services, type HttpClient } from '@ontobench/sdk';
import { createPluginTestKernel } from '@ontobench/sdk/testing';

/** One call the page made through `Services.Http`. */
export interface Call {
  url: string;
  method: string;
  body: unknown;
}

/** A test kernel whose HTTP client answers with `answer(call)` and records every call. */
export function kernelWithHttp(answer: (call: Call) => { status?: number; body?: unknown }) {
  const kernel = createPluginTestKernel({ user: { id: 'me', isAdmin: false } });
  const calls: Call[] = [];
  kernel.bind(Services.Http, {
    request: async (url: string, init: RequestInit = {}) => {
      const call = { url, method: init.method ?? 'GET', body: init.body ? JSON.parse(String(init.body)) : undefined };
      calls.push(call);
      const { status = 200, body } = answer(call);
      return new Response(status === 204 ? null : JSON.stringify(body), { status });
    },
  } as unknown as HttpClient);
  return { kernel, calls };
}
