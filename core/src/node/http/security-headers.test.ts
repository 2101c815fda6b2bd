import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_BRANDING, type RuntimeEnvironment } from '../../common/environment.ts';
import { createServer, type OntobenchServer } from '../server.ts';
import { openTempStore, type TempStore } from '../testing/temp-store.ts';
import { makeWebRoot } from '../testing/web-root.ts';
import { installSecurityHeaders } from './security-headers.ts';

/**
 * Issue 11, item 6: security headers on every reply, and a Content-Security-Policy whose one inline
 * allowance, the import map's hash, is computed from the served index.html.
 */
const IMPORT_MAP = '{"imports":{"react":"/shared/react.js"}}';
const INDEX_HTML = `<!doctype html><html><head><script type="importmap">${IMPORT_MAP}</script>
<script type="module" crossorigin src="/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>`;
const HTML = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };
const environment: RuntimeEnvironment = { version: '1.2.3', branding: DEFAULT_BRANDING };

let temp: TempStore;
let webRoot: string;
const servers: OntobenchServer[] = [];

beforeAll(async () => {
  temp = await openTempStore();
  webRoot = await makeWebRoot(INDEX_HTML, { 'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>' });
});
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});
afterAll(async () => {
  await temp.dispose();
  await fs.rm(webRoot, { recursive: true, force: true });
});

async function start(options: { root?: string; environment?: RuntimeEnvironment } = {}) {
  const server = await createServer({
    store: temp.store,
    webRoot: options.root ?? webRoot,
    environment: options.environment ?? environment,
  });
  servers.push(server);
  return server.app;
}

/** The policy as directive → sources. */
function directives(policy: unknown): Record<string, string[]> {
  expect(typeof policy).toBe('string');
  return Object.fromEntries(
    (policy as string).split(';').map((part) => {
      const [name, ...sources] = part.trim().split(/\s+/);
      return [name!, sources];
    }),
  );
}

function expectCommonHeaders(headers: Record<string, unknown>) {
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('same-origin');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['strict-transport-security']).toBeUndefined();
}

describe('the app page', () => {
  it('is sent with the app policy, whose script hash is the served import map', async () => {
    const app = await start();
    for (const url of ['/', '/class_list', '/index.html']) {
      const reply = await app.inject({ method: 'GET', url, headers: HTML });
      expect(reply.statusCode).toBe(200);
      expectCommonHeaders(reply.headers);
      expect(reply.headers['cross-origin-opener-policy']).toBe('same-origin');
      const policy = directives(reply.headers['content-security-policy']);
      const served = /<script type="importmap">([\s\S]*?)<\/script>/.exec(reply.body)![1]!;
      const hash = createHash('sha256').update(served).digest('base64');
      expect(policy['script-src']).toEqual(["'self'", `'sha256-${hash}'`]);
      expect(policy['default-src']).toEqual(["'self'"]);
      expect(policy['frame-ancestors']).toEqual(["'none'"]);
      expect(policy['object-src']).toEqual(["'none'"]);
      expect(policy['base-uri']).toEqual(["'none'"]);
      expect(policy['connect-src']).toEqual(["'self'"]);
      expect(policy['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
      // Pictures in documents may come from the web, over https only (docs/security.md, "Images").
      expect(policy['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https:']);
    }
  });

  it('follows a rebuilt index.html without a restart', async () => {
    const root = await fs.mkdtemp(path.join(os.tmpdir(), 'ontobench-web-'));
    await fs.writeFile(path.join(root, 'index.html'), INDEX_HTML);
    try {
      const app = await start({ root });
      const before = directives((await app.inject({ url: '/', headers: HTML })).headers['content-security-policy']);
      const rebuilt = '{"imports":{"react":"/shared/react.js","mobx":"/shared/mobx.js"}}';
      await fs.writeFile(path.join(root, 'index.html'), INDEX_HTML.replace(IMPORT_MAP, rebuilt));
      const after = directives((await app.inject({ url: '/', headers: HTML })).headers['content-security-policy']);
      const hash = createHash('sha256').update(rebuilt).digest('base64');
      expect(after['script-src']).toEqual(["'self'", `'sha256-${hash}'`]);
      expect(after['script-src']).not.toEqual(before['script-src']);
    } finally {
      await fs.rm(root, { recursive: true, force: true });
    }
  });

  it('lets the page reach the configured identity provider and branding origins, and no others', async () => {
    const app = await start({
      environment: {
        ...environment,
        oidc: { issuer: 'https://id.example.org/realms/acme', clientId: 'ontobench', providerName: 'Acme ID' },
        branding: {
          ...DEFAULT_BRANDING,
          logoUrl: 'https://cdn.example.net/logo.png',
          faviconUrl: '/custom.ico',
          stylesUrl: 'https://styles.example.com/acme.css',
        },
      },
    });
    const policy = directives((await app.inject({ url: '/', headers: HTML })).headers['content-security-policy']);
    expect(policy['connect-src']).toEqual(["'self'", 'https://id.example.org']);
    expect(policy['img-src']).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https:',
      'https://cdn.example.net',
      'https://styles.example.com',
    ]);
    expect(policy['style-src']).toEqual(["'self'", "'unsafe-inline'", 'https://styles.example.com']);
    expect(policy['font-src']).toEqual(["'self'", 'data:', 'https://styles.example.com']);
    expect(policy['script-src']).toHaveLength(2);
  });

  it('refuses to start when index.html holds an inline script the policy would block', async () => {
    const root = await fs.mkdtemp(path.join(os.tmpdir(), 'ontobench-web-'));
    await fs.writeFile(path.join(root, 'index.html'), `${INDEX_HTML}<script>window.x = 1</script>`);
    try {
      await expect(start({ root })).rejects.toThrow(/inline script/);
    } finally {
      await fs.rm(root, { recursive: true, force: true });
    }
  });
});

describe('everything else', () => {
  it('a static script gets the app policy (a module worker takes its policy from its reply)', async () => {
    const app = await start();
    const reply = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(reply.statusCode).toBe(200);
    expectCommonHeaders(reply.headers);
    expect(directives(reply.headers['content-security-policy'])['script-src']![0]).toBe("'self'");
  });

  it.each([
    ['an API reply', '/api/public/ping', 200],
    ['the environment', '/env.json', 200],
    ['an API error', '/api/nope', 404],
    ['an image', '/favicon.svg', 200],
  ])('%s gets nosniff and a policy that lets nothing run', async (_what, url, status) => {
    const app = await start();
    const reply = await app.inject({ method: 'GET', url });
    expect(reply.statusCode).toBe(status);
    expectCommonHeaders(reply.headers);
    expect(reply.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'; sandbox");
  });

  it('a 304 carries no policy, so it cannot replace the cached page policy', async () => {
    const app = await start();
    const first = await app.inject({ method: 'GET', url: '/favicon.svg' });
    const again = await app.inject({
      method: 'GET',
      url: '/favicon.svg',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.headers['content-security-policy']).toBeUndefined();
    expect(again.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('Strict-Transport-Security', () => {
  it('is sent only for https, and a forwarded protocol counts only from a trusted proxy', async () => {
    const forwarded = { 'x-forwarded-proto': 'https' };
    const app = await start();
    expect((await app.inject({ url: '/api/public/ping', headers: forwarded })).headers).not.toHaveProperty(
      'strict-transport-security',
    );

    const behindProxy = Fastify({ trustProxy: true });
    installSecurityHeaders(behindProxy, { webRoot: null, environment });
    behindProxy.get('/x', async () => ({ ok: true }));
    try {
      const secure = await behindProxy.inject({ url: '/x', headers: forwarded });
      expect(secure.headers['strict-transport-security']).toBe('max-age=31536000');
      const plain = await behindProxy.inject({ url: '/x' });
      expect(plain.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await behindProxy.close();
    }
  });
});
