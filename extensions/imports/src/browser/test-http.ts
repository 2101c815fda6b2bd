import { createPluginTestKernel, recordHttp, type RecordedHttpCall } from '@ontobench/sdk/testing';

/** One call the page made through `Services.Http`. */
export type Call = RecordedHttpCall;

/** A test kernel whose HTTP client answers with `answer(call)` and records every call. */
export function kernelWithHttp(answer: (call: Call) => { status?: number; body?: unknown }) {
  const kernel = createPluginTestKernel({ user: { id: 'me', isAdmin: false } });
  const calls = recordHttp(kernel, (call) => {
    const { status = 200, body } = answer(call);
    return new Response(status === 204 ? null : JSON.stringify(body), { status });
  });
  return { kernel, calls };
}
