import { Services, type HttpClient } from '@ontobench/sdk';
import { createPluginTestKernel } from '@ontobench/sdk/testing';

/** One call the page made through `Services.Http`. */
export interface Call {
  url: string;
  method: string;
  body: unknown;
}

/** A test kernel whose HTTP client answers with `answer(call)` and records every call. */
export function kernelWithHttp(
  answer: (call: Call) => { status?: number; body?: unknown },
  user: { id: string; isAdmin: boolean } = { id: 'me', isAdmin: true },
) {
  const kernel = createPluginTestKernel({ user });
  const calls: Call[] = [];
  kernel.bind(Services.Http, {
    request: async (url: string, init: RequestInit = {}) => {
      const call = { url, method: init.method ?? 'GET', body: init.body ? JSON.parse(String(init.body)) : undefined };
      // The area's own background call on activation (the user's class views) is not the page's: answered
      // with no views and not recorded.
      if (url.endsWith('/administration/class-views/mine')) return new Response(JSON.stringify({ views: {} }));
      calls.push(call);
      const { status = 200, body } = answer(call);
      return new Response(status === 204 ? null : JSON.stringify(body), { status });
    },
  } as unknown as HttpClient);
  // Confirmations (deleting) are answered yes: the shell's dialog host is not part of a page test.
  const dialogs = kernel.get(Services.Dialogs);
  dialogs.confirm = async () => true;
  return { kernel, calls };
}
