import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ONTO_CLASS } from '@ontobench/ext-ontology/common';
import { serverExtensions } from '../../host/server/src/extensions.ts';
import { ALICE, startTestServer, type Client, type TestServer } from './harness.ts';

/**
 * Issue 11, item 6, over HTTP: API replies and downloads carry nosniff and a policy that lets nothing
 * run, and every download is an attachment with a safe name in RFC 8187 form.
 */
let t: TestServer;
let alice: Client;

beforeAll(async () => {
  t = await startTestServer(serverExtensions);
  alice = await t.signIn(ALICE);
});
afterAll(() => t?.close());

const NOTHING_RUNS = "default-src 'none'; frame-ancestors 'none'; sandbox";

function expectSafeReply(reply: Response) {
  expect(reply.headers.get('x-content-type-options')).toBe('nosniff');
  expect(reply.headers.get('content-security-policy')).toBe(NOTHING_RUNS);
  expect(reply.headers.get('x-frame-options')).toBe('DENY');
  expect(reply.headers.get('referrer-policy')).toBe('same-origin');
}

/** RFC 8187 `attr-char`: what may stand unencoded in `filename*`. */
const ATTR_CHARS = /^[A-Za-z0-9!#$&+\-.^_`|~%]*$/;

function dispositionOf(reply: Response): { ascii: string; exact: string } {
  const header = reply.headers.get('content-disposition') ?? '';
  const match = /^attachment; filename="([^"]*)"; filename\*=UTF-8''(\S+)$/.exec(header);
  expect(match, header).not.toBeNull();
  expect(match![2]).toMatch(ATTR_CHARS);
  return { ascii: match![1]!, exact: decodeURIComponent(match![2]!) };
}

describe('JSON replies', () => {
  it('a data API reply and an error carry the headers', async () => {
    const reply = await alice.data({ act: 'get_data', class: ONTO_CLASS.Ontology });
    expect(reply.status).toBe(200);
    expectSafeReply(reply);
    const error = await alice.request('GET', '/api/no-such-thing');
    expect(error.status).toBe(404);
    expectSafeReply(error);
  });
});

describe('downloads', () => {
  it('an uploaded file comes back as an attachment with a safe name, never as a page', async () => {
    const name = `Report (1)'s "draft"\u202e\r\nX-Evil: 1/../..\\evil.html`;
    const upload = await fetch(`${t.url}/api/file`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${alice.token}`,
        'content-type': 'text/html',
        'x-file-name': encodeURIComponent(name),
      },
      body: '<script>alert(document.domain)</script>',
    });
    expect(upload.status).toBe(201);
    const { id } = (await upload.json()) as { id: string };
    const reply = await alice.request('GET', `/api/file/${id}`);
    expect(reply.status).toBe(200);
    expectSafeReply(reply);
    expect(reply.headers.get('x-evil')).toBeNull();
    const { ascii, exact } = dispositionOf(reply);
    expect(exact).toBe(`Report (1)'s _draft____X-Evil_ 1_.._.._evil.html`);
    expect(ascii).toBe(`Report (1)'s _draft____X-Evil_ 1_.._.._evil.html`);
  });

  it('an ontology export is an attachment named after the ontology', async () => {
    const onto = randomUUID();
    const created = await alice.data({
      act: 'set_data',
      data: [{ op: 'new', class: ONTO_CLASS.Ontology, name: "Пиццы (Джо's)", inst: onto }],
    });
    expect(created.status).toBe(200);
    const reply = await alice.request('GET', `/api/ontology/${onto}/export?format=turtle`);
    expect(reply.status).toBe(200);
    expectSafeReply(reply);
    const { ascii, exact } = dispositionOf(reply);
    expect(exact).toBe("Пиццы (Джо's).ttl");
    expect(ascii).toBe("_____ (___'s).ttl");
  });
});
