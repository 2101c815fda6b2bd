import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_BRANDING } from '../../../common/environment.ts';
import { createI18n } from '../../i18n/create-i18n.ts';
import { OidcSignIn, OidcSignInError, safeReturnPath } from './oidc-sign-in.ts';
import { FakeProtocol, FakeSession, TEST_OIDC, fakeHttp, fakeProtocolFactory } from './test-fakes.ts';

const CALLBACK_URL = 'http://localhost:3000/oidc-signin-callback?code=c-1&state=s-1';
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let protocol: FakeProtocol;
let session: FakeSession;
let reply: () => Response | Promise<Response>;

function signInService(oidc = TEST_OIDC as typeof TEST_OIDC | null) {
  const { http, requests } = fakeHttp(() => reply());
  const factory = fakeProtocolFactory(protocol);
  const service = new OidcSignIn(
    { version: '1', branding: DEFAULT_BRANDING, oidc },
    session.asSession(),
    http,
    createI18n(),
    factory,
  );
  return { service, requests, factory };
}

async function failureOf(promise: Promise<unknown>): Promise<OidcSignInError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(OidcSignInError);
  return error as OidcSignInError;
}

beforeEach(() => {
  protocol = new FakeProtocol();
  session = new FakeSession();
  reply = () => json({ jwtToken: 'good-jwt', user: { id: 'u' } });
});

describe('OidcSignIn (spec shell.md §4 sign-in OIDC, §6 external provider)', () => {
  it('offers itself only when a provider is configured, named as configured', async () => {
    expect(signInService().service.available).toBe(true);
    expect(signInService().service.providerName).toBe('Example ID');
    const { service } = signInService(null);
    expect(service.available).toBe(false);
    expect((await failureOf(service.signIn('/'))).message).toBe('Вход через внешнего поставщика не настроен');
    expect(protocol.redirects).toEqual([]);
  });

  it('leaves for the provider with the path to come back to, from this origin', async () => {
    const { service, factory } = signInService();
    await service.signIn('/docs/view/1?tab=2');
    await service.signIn('https://evil.example/');
    expect(protocol.redirects).toEqual(['/docs/view/1?tab=2', '/']);
    expect(factory.origins).toEqual([window.location.origin]);
  });

  it('completes the sign-in: hands the tokens to the server, signs in with its JWT, returns the path', async () => {
    const { service, requests } = signInService();
    await expect(service.completeSignIn(CALLBACK_URL)).resolves.toBe('/docs');
    expect(protocol.completions).toEqual([CALLBACK_URL]);
    expect(requests).toHaveLength(1);
    expect(requests[0]!.path).toBe('/api/auth/oidc');
    expect(requests[0]!.init).toMatchObject({ method: 'POST', noAuthRedirect: true });
    expect(JSON.parse(requests[0]!.init.body as string)).toEqual({ idToken: 'id-token', accessToken: 'access-token' });
    expect(session.tokens).toEqual(['good-jwt']);
    expect(session.status).toBe('signed-in');
  });

  it('completes one callback URL once, however often it is asked (the code is good only once)', async () => {
    const { service, requests } = signInService();
    const [first, second] = await Promise.all([
      service.completeSignIn(CALLBACK_URL),
      service.completeSignIn(CALLBACK_URL),
    ]);
    expect([first, second]).toEqual(['/docs', '/docs']);
    expect(protocol.completions).toHaveLength(1);
    expect(requests).toHaveLength(1);
  });

  it('never returns to another site or to the callback itself', async () => {
    protocol.completion = () => ({ idToken: 'i', accessToken: undefined, returnTo: '//evil.example/x' });
    await expect(signInService().service.completeSignIn(CALLBACK_URL)).resolves.toBe('/');
  });

  it('fails with the server’s own words when it refuses the token, and signs nobody in', async () => {
    reply = () => json({ error: 'Вход через внешнего поставщика не выполнен: срок действия токена истёк' }, 401);
    const error = await failureOf(signInService().service.completeSignIn(CALLBACK_URL));
    expect(error.message).toBe('Вход через внешнего поставщика не выполнен: срок действия токена истёк');
    expect(session.tokens).toEqual([]);
  });

  it('fails with the provider’s description when the provider sent an error back', async () => {
    protocol.completion = () => {
      throw Object.assign(new Error('access_denied'), {
        error: 'access_denied',
        error_description: 'End-User aborted interaction',
      });
    };
    const error = await failureOf(signInService().service.completeSignIn(CALLBACK_URL));
    expect(error.message).toBe('End-User aborted interaction');
  });

  it('explains a callback that belongs to no sign-in started here', async () => {
    protocol.completion = () => {
      throw new Error('No matching state found in storage');
    };
    const error = await failureOf(signInService().service.completeSignIn(CALLBACK_URL));
    expect(error.message).toBe('Ответ поставщика не относится к начатому входу. Начните вход заново.');
  });

  it('fails with the session’s text when signing in with the JWT does not finish (shell §8)', async () => {
    reply = () => json({ jwtToken: 'jwt-without-data-session' });
    const error = await failureOf(signInService().service.completeSignIn(CALLBACK_URL));
    expect(error.message).toBe('Не удалось обновить сессию источника данных');
  });

  it('says the server does not answer when the exchange gets no response', async () => {
    reply = () => Promise.reject(new TypeError('Failed to fetch'));
    const error = await failureOf(signInService().service.completeSignIn(CALLBACK_URL));
    expect(error.message).toBe('Сервер не отвечает. Проверьте подключение и попробуйте ещё раз.');
  });

  it('ends the provider session only for a user who signed in through it', async () => {
    const { service } = signInService();
    await expect(service.endProviderSession()).resolves.toBe(true);
    protocol.signedInAtProvider = false;
    await expect(service.endProviderSession()).resolves.toBe(false);
    expect(protocol.ended).toBe(1);
    await expect(signInService(null).service.endProviderSession()).resolves.toBe(false);
  });
});

describe('safeReturnPath', () => {
  it.each([
    ['/docs', '/docs'],
    ['/a?b=1#c', '/a?b=1#c'],
    ['//evil.example', '/'],
    ['/\\evil.example', '/'],
    ['https://evil.example', '/'],
    ['docs', '/'],
    [undefined, '/'],
    [42, '/'],
    ['/oidc-signin-callback', '/'],
    ['/oidc-signin-callback?code=1', '/'],
  ])('%s → %s', (value, expected) => {
    expect(safeReturnPath(value)).toBe(expected);
  });
});
