import { SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { HttpError } from '../http/http-error.ts';
import { OidcVerifier } from './oidc-verifier.ts';
import { TEST_CLIENT_ID, TEST_ISSUER, testProviderKeys, type TestProviderKeys } from './oidc-test-keys.ts';

const NOW = new Date('2026-03-01T12:00:00Z');
const person = { sub: 'alice-1', email: 'Alice@Example.test', email_verified: true, name: 'Алиса Смирнова' };

let provider: TestProviderKeys;
let verifier: OidcVerifier;

beforeAll(async () => {
  provider = await testProviderKeys();
  verifier = new OidcVerifier({ issuer: TEST_ISSUER, clientId: TEST_CLIENT_ID, keys: provider.keys });
});

/** The HttpError `identify` fails with. */
async function refusal(promise: Promise<unknown>): Promise<HttpError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(HttpError);
  return error as HttpError;
}

describe('OidcVerifier.identify', () => {
  it('accepts an ID token signed by the provider for this client, within its lifetime', async () => {
    const idToken = await provider.sign(person, { issuedAt: NOW });
    await expect(verifier.identify({ idToken }, NOW)).resolves.toEqual({
      subject: 'alice-1',
      email: 'Alice@Example.test',
      name: 'Алиса Смирнова',
    });
  });

  it('refuses a forged signature (a key the provider never published, same key id)', async () => {
    const forger = await testProviderKeys();
    const idToken = await forger.sign(person, { issuedAt: NOW });
    const error = await refusal(verifier.identify({ idToken }, NOW));
    expect(error.statusCode).toBe(401);
    expect(error.message).toBe('Вход через внешнего поставщика не выполнен: подпись токена не прошла проверку');
  });

  it('refuses a token whose payload was changed after signing', async () => {
    const [header, , signature] = (await provider.sign(person, { issuedAt: NOW })).split('.');
    const payload = Buffer.from(JSON.stringify({ ...person, email: 'admin@ontobench.local' })).toString('base64url');
    const error = await refusal(verifier.identify({ idToken: `${header}.${payload}.${signature}` }, NOW));
    expect(error.statusCode).toBe(401);
  });

  it('refuses a token issued to another application (wrong audience)', async () => {
    const idToken = await provider.sign({ ...person, aud: 'another-app' }, { issuedAt: NOW });
    const error = await refusal(verifier.identify({ idToken }, NOW));
    expect(error.statusCode).toBe(401);
    expect(error.message).toBe('Вход через внешнего поставщика не выполнен: токен выпущен для другого приложения');
  });

  it('refuses several audiences unless the token was issued to us (azp)', async () => {
    const shared = { ...person, aud: [TEST_CLIENT_ID, 'another-app'] };
    const refused = await refusal(verifier.identify({ idToken: await provider.sign(shared, { issuedAt: NOW }) }, NOW));
    expect(refused.message).toMatch(/другого приложения/);
    const ours = await provider.sign({ ...shared, azp: TEST_CLIENT_ID }, { issuedAt: NOW });
    await expect(verifier.identify({ idToken: ours }, NOW)).resolves.toMatchObject({ subject: 'alice-1' });
  });

  it('refuses a token of another issuer', async () => {
    const idToken = await provider.sign({ ...person, iss: 'https://evil.example.test' }, { issuedAt: NOW });
    const error = await refusal(verifier.identify({ idToken }, NOW));
    expect(error.message).toBe('Вход через внешнего поставщика не выполнен: токен выпущен другим поставщиком');
  });

  it('refuses an expired token, with 30 s of tolerance for clock skew', async () => {
    const idToken = await provider.sign(person, { issuedAt: NOW, expiresAt: new Date(NOW.getTime() + 60_000) });
    const justAfter = new Date(NOW.getTime() + 80_000);
    await expect(verifier.identify({ idToken }, justAfter)).resolves.toMatchObject({ subject: 'alice-1' });
    const error = await refusal(verifier.identify({ idToken }, new Date(NOW.getTime() + 91_000)));
    expect(error.statusCode).toBe(401);
    expect(error.message).toBe('Вход через внешнего поставщика не выполнен: срок действия токена истёк');
  });

  it('refuses what is not a token at all, and an unsigned or HMAC one', async () => {
    expect((await refusal(verifier.identify({ idToken: 'not-a-jwt' }, NOW))).message).toMatch(/токен повреждён/);
    const unsigned = [
      Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url'),
      Buffer.from(JSON.stringify({ ...person, iss: TEST_ISSUER, aud: TEST_CLIENT_ID })).toString('base64url'),
      '',
    ].join('.');
    expect((await refusal(verifier.identify({ idToken: unsigned }, NOW))).statusCode).toBe(401);
    // "Signed" with the public client id as an HMAC secret: only the provider's asymmetric keys count.
    const hmac = await new SignJWT({ ...person, iss: TEST_ISSUER, aud: TEST_CLIENT_ID })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt(Math.floor(NOW.getTime() / 1000))
      .setExpirationTime(Math.floor(NOW.getTime() / 1000) + 300)
      .sign(new TextEncoder().encode(TEST_CLIENT_ID.padEnd(32, '-')));
    expect((await refusal(verifier.identify({ idToken: hmac }, NOW))).message).toMatch(/подпись токена/);
  });

  it('needs an e-mail, and refuses one the provider says is not verified', async () => {
    const { email: _email, ...withoutEmail } = person;
    const noEmail = await provider.sign(withoutEmail, { issuedAt: NOW });
    expect((await refusal(verifier.identify({ idToken: noEmail }, NOW))).message).toBe(
      'Вход через внешнего поставщика не выполнен: поставщик не сообщил e-mail пользователя',
    );
    const unverified = await provider.sign({ ...person, email_verified: false }, { issuedAt: NOW });
    expect((await refusal(verifier.identify({ idToken: unverified }, NOW))).message).toMatch(/не подтверждён/);
  });

  it('builds the name from given and family name when there is no name claim', async () => {
    const idToken = await provider.sign(
      { sub: 'b', email: 'b@example.test', given_name: 'Борис', family_name: 'Петров' },
      { issuedAt: NOW },
    );
    await expect(verifier.identify({ idToken }, NOW)).resolves.toMatchObject({ name: 'Петров Борис' });
  });
});

describe('OidcVerifier with the provider over HTTP (discovery, JWKS, userinfo)', () => {
  const endpoints = {
    discovery: `${TEST_ISSUER}/.well-known/openid-configuration`,
    jwks: `${TEST_ISSUER}/jwks`,
    userinfo: `${TEST_ISSUER}/me`,
  };

  /** A fetch that answers like the provider; `calls` lists what was asked. */
  function providerFetch(overrides: { discovery?: unknown; userinfo?: (auth: string | null) => Response } = {}) {
    const calls: string[] = [];
    const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = input instanceof Request ? input.url : String(input);
      calls.push(url);
      const json = (body: unknown, status = 200) =>
        new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
      if (url === endpoints.discovery) {
        return json(
          overrides.discovery ?? {
            issuer: TEST_ISSUER,
            jwks_uri: endpoints.jwks,
            userinfo_endpoint: endpoints.userinfo,
          },
        );
      }
      if (url === endpoints.jwks) return json(provider.jwks);
      if (url === endpoints.userinfo) {
        const auth = new Headers(init?.headers).get('authorization');
        return overrides.userinfo?.(auth) ?? json({ sub: 'alice-1', email: 'alice@example.test', name: 'Алиса' });
      }
      return json({ error: 'not found' }, 404);
    }) as typeof globalThis.fetch;
    return { fetch, calls };
  }

  it('finds the keys through discovery once, and reads the e-mail from userinfo when the ID token lacks it', async () => {
    const { fetch, calls } = providerFetch({
      userinfo: (auth) =>
        auth === 'Bearer access-1'
          ? Response.json({ sub: 'alice-1', email: 'alice@example.test', name: 'Алиса' })
          : new Response(null, { status: 401 }),
    });
    const remote = new OidcVerifier({ issuer: TEST_ISSUER, clientId: TEST_CLIENT_ID, fetch });
    const idToken = await provider.sign({ sub: 'alice-1' }, { issuedAt: NOW });
    await expect(remote.identify({ idToken, accessToken: 'access-1' }, NOW)).resolves.toEqual({
      subject: 'alice-1',
      email: 'alice@example.test',
      name: 'Алиса',
    });
    await remote.identify({ idToken, accessToken: 'access-1' }, NOW);
    expect(calls.filter((url) => url === endpoints.discovery)).toHaveLength(1);
    expect(calls.filter((url) => url === endpoints.jwks)).toHaveLength(1);

    const refused = await refusal(remote.identify({ idToken, accessToken: 'stolen' }, NOW));
    expect(refused.message).toMatch(/не принял токен доступа/);
  });

  it('refuses userinfo about someone else than the ID token names', async () => {
    const { fetch } = providerFetch({ userinfo: () => Response.json({ sub: 'mallory', email: 'm@example.test' }) });
    const remote = new OidcVerifier({ issuer: TEST_ISSUER, clientId: TEST_CLIENT_ID, fetch });
    const idToken = await provider.sign({ sub: 'alice-1' }, { issuedAt: NOW });
    const error = await refusal(remote.identify({ idToken, accessToken: 'a' }, NOW));
    expect(error.message).toMatch(/не совпадают с токеном/);
  });

  it('answers 502 when the discovery document names another issuer, and when the provider is down', async () => {
    const idToken = await provider.sign(person, { issuedAt: NOW });
    const { fetch } = providerFetch({ discovery: { issuer: 'https://other.example.test', jwks_uri: endpoints.jwks } });
    const misconfigured = new OidcVerifier({ issuer: TEST_ISSUER, clientId: TEST_CLIENT_ID, fetch });
    const error = await refusal(misconfigured.identify({ idToken }, NOW));
    expect(error.statusCode).toBe(502);
    expect(error.message).toMatch(/Поставщик входа настроен неверно/);

    let up = false;
    const { fetch: working } = providerFetch();
    const flaky = (async (input: RequestInfo | URL, init?: RequestInit) => {
      if (!up) throw new TypeError('fetch failed');
      return working(input, init);
    }) as typeof globalThis.fetch;
    const remote = new OidcVerifier({ issuer: TEST_ISSUER, clientId: TEST_CLIENT_ID, fetch: flaky });
    const down = await refusal(remote.identify({ idToken }, NOW));
    expect(down.statusCode).toBe(502);
    expect(down.message).toBe('Поставщик входа недоступен');
    // A failed discovery is not remembered: the next sign-in tries again.
    up = true;
    await expect(remote.identify({ idToken }, NOW)).resolves.toMatchObject({ subject: 'alice-1' });
  });
});
