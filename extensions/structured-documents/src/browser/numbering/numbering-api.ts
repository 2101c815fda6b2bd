import { replyJson, type HttpClient } from '@ontobench/sdk';
import { SDOC_API, type NumberingSet } from '../../common/api.ts';
import type { NumberingSetInput } from '../../common/numbering-input.ts';

/** The numbering sets' calls as the editor uses them. */
export interface NumberingApi {
  list(): Promise<NumberingSet[]>;
  save(id: string, set: NumberingSetInput): Promise<NumberingSet>;
  remove(id: string): Promise<void>;
}

/** The calls over the signed-in HTTP client. */
export function numberingApi(http: HttpClient): NumberingApi {
  const call = (method: string, path: string, body?: unknown) =>
    http.request(`/api/${path}`, {
      method,
      ...(body === undefined ? {} : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
    });
  return {
    list: async () => replyJson<NumberingSet[]>(await call('GET', SDOC_API.numberingSets)),
    save: async (id, set) => replyJson<NumberingSet>(await call('PUT', SDOC_API.numberingSet(id), set)),
    remove: async (id) => {
      await replyJson<unknown>(await call('DELETE', SDOC_API.numberingSet(id)));
    },
  };
}
