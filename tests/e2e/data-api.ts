import { expect, type APIRequestContext } from '@playwright/test';

/**
 * The data API as a test calls it (POST /api/data) with `token`'s data-source session: one session per
 * caller, then `call(body)` posts the body and answers the reply's JSON (a failed reply fails the test).
 */
export async function dataApi(request: APIRequestContext, token: string) {
  const headers = { authorization: `Bearer ${token}` };
  const osa = await request.get('/api/auth/osa-sessionid', { headers });
  expect(osa.ok(), await osa.text()).toBe(true);
  const session = (JSON.parse(((await osa.json()) as { res: string }[])[0]!.res) as { session: string }).session;
  return async <T>(body: object): Promise<T> => {
    const reply = await request.post('/api/data', { headers, data: { ...body, session } });
    expect(reply.ok(), await reply.text()).toBe(true);
    return (await reply.json()) as T;
  };
}
