import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_MESSAGES } from '../../common/auth.ts';
import { DEFAULT_BRANDING, type RuntimeEnvironment } from '../../common/environment.ts';
import { STORAGE_KEYS } from '../../common/storage-keys.ts';
import { fakeFetch, json } from '../http/fake-fetch.ts';
import { memoryStorage, type KeyValueStorage } from '../services/storage.ts';
import type * as OidcProtocolModule from '../session/oidc/oidc-protocol.ts';
import { startLightSignIn } from './start-light-sign-in.tsx';

// The provider's library is fetched on click; here a fake protocol records where the user would go.
const signInRedirect = vi.hoisted(() => vi.fn(async (_returnTo: string) => undefined));
vi.mock('../session/oidc/oidc-protocol.ts', async (original) => ({
  ...(await original<typeof OidcProtocolModule>()),
  loadOidcProtocol: vi.fn(async () => ({ signInRedirect })),
}));

const ENVIRONMENT: RuntimeEnvironment = {
  version: '1.0.0',
  branding: { ...DEFAULT_BRANDING, customerName: 'Заказчик' },
};
const GREEN = () => json({ status: 'GREEN', services: [] });

/** Starts the light page at `url`; the full app's start is a spy that records where it started. */
async function start(url: string, storage: KeyValueStorage = memoryStorage(), environment = ENVIRONMENT) {
  window.history.replaceState(null, '', url);
  const container = document.createElement('div');
  document.body.append(container);
  const fullApp = vi.fn((env: RuntimeEnvironment) => {
    void env;
    return `${window.location.pathname}${window.location.search}`;
  });
  const loadFullApp = vi.fn(async () => fullApp);
  await act(() => startLightSignIn({ container, environment, loadFullApp, storage }));
  return { container, fullApp, loadFullApp, storage };
}

function fillAndSubmit(email: string, password: string, submit = 'Войти') {
  fireEvent.change(document.querySelector('input[name=email]')!, { target: { value: email } });
  fireEvent.change(document.querySelector('input[name=password]')!, { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: submit }));
}

describe('the light sign-in page (no kernel; docs/architecture.md "The light sign-in page")', () => {
  beforeEach(() => {
    document.documentElement.lang = '';
    document.title = '';
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    document.body.innerHTML = '';
  });

  it("renders the full app's sign-in form in Russian, light theme, with the tab title and links", async () => {
    fakeFetch({ 'GET /api/public/ping': GREEN });
    const { container } = await start('/osa-auth/login');
    const page = screen.getByTestId('login-page');
    expect(page.querySelector('h1')?.textContent).toBe('Вход');
    expect(screen.getByText('E-mail')).toBeTruthy();
    expect(screen.getByText('Пароль')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Забыли пароль?' }).getAttribute('href')).toBe('/osa-auth/password-reset');
    expect(screen.getByRole('link', { name: 'Регистрация' }).getAttribute('href')).toBe('/osa-auth/register');
    expect(screen.queryByTestId('oidc-sign-in')).toBeNull();
    expect(container.querySelector('[data-theme]')?.getAttribute('data-theme')).toBe('light');
    expect(container.querySelector('main#content')).toBeTruthy();
    // Issue 14 item 8: "the login page has no product name or logo".
    expect(screen.getByTestId('brand-mark').textContent).toBe('Ontobench');
    expect(screen.getByTestId('brand-mark').querySelector('img')?.getAttribute('src')).toBe('/favicon.svg');
    expect(document.documentElement.lang).toBe('ru');
    expect(document.title).toBe('Вход — Заказчик');
  });

  it('starts in the stored language and theme, and offers the OpenID Connect provider when configured', async () => {
    fakeFetch({ 'GET /api/public/ping': GREEN });
    const storage = memoryStorage({ [STORAGE_KEYS.locale]: 'en', [STORAGE_KEYS.theme]: 'dark' });
    const oidc = { issuer: 'https://id.example.org', clientId: 'ontobench', providerName: 'Keycloak' };
    const { container } = await start('/login', storage, { ...ENVIRONMENT, oidc });
    expect(screen.getByTestId('login-page').querySelector('h1')?.textContent).toBe('Sign in');
    expect(screen.getByRole('button', { name: 'Sign in with Keycloak' })).toBeTruthy();
    expect(container.querySelector('[data-theme]')?.getAttribute('data-theme')).toBe('dark');
    expect(document.documentElement.lang).toBe('en');
  });

  it('signs in: the token stored as the session does, then the full app starts at the return path', async () => {
    const { calls } = fakeFetch({
      'GET /api/public/ping': GREEN,
      'POST /api/auth/login': () => json({ jwtToken: 'jwt-1' }),
    });
    const storage = memoryStorage({ [STORAGE_KEYS.sessionId]: 'old-data-session' });
    const { fullApp, container } = await start('/osa-auth/login?returnTo=%2Fclass_list%3Fpage%3D2', storage);
    fillAndSubmit('ivan@example.org', 'secret-pass');
    await waitFor(() => expect(fullApp).toHaveBeenCalledTimes(1));
    expect(fullApp).toHaveBeenCalledWith(ENVIRONMENT);
    expect(fullApp.mock.results[0]?.value).toBe('/class_list?page=2');
    expect(storage.getItem(STORAGE_KEYS.token)).toBe('jwt-1');
    expect(storage.getItem(STORAGE_KEYS.sessionId)).toBeNull();
    const login = calls.find((c) => c.path === '/api/auth/login')!;
    expect(login.body).toEqual({ email: 'ivan@example.org', password: 'secret-pass' });
    expect(login.headers.get('content-type')).toBe('application/json');
    // The light page made room for the full app in the same element.
    expect(container.childElementCount).toBe(0);
  });

  it("shows the server's error in the interface's language and stays", async () => {
    fakeFetch({
      'GET /api/public/ping': GREEN,
      'POST /api/auth/login': () => json({ error: AUTH_MESSAGES.wrongCredentials }, 401),
    });
    const { fullApp } = await start('/osa-auth/login', memoryStorage({ [STORAGE_KEYS.locale]: 'en' }));
    fillAndSubmit('ivan@example.org', 'wrong', 'Sign in');
    expect((await screen.findByRole('alert')).textContent).toBe('Wrong e-mail or password');
    expect(fullApp).not.toHaveBeenCalled();
    expect(screen.getByTestId('login-page')).toBeTruthy();
  });

  it('a sign-in with no answer is tried once more after 300 ms, then says the server does not answer', async () => {
    const { calls } = fakeFetch({ 'GET /api/public/ping': GREEN, 'POST /api/auth/login': () => 'network-error' });
    await start('/osa-auth/login');
    fillAndSubmit('ivan@example.org', 'secret-pass');
    expect((await screen.findByRole('alert', {}, { timeout: 3000 })).textContent).toBe(
      'Сервер не отвечает. Проверьте подключение и попробуйте ещё раз.',
    );
    expect(calls.filter((c) => c.path === '/api/auth/login')).toHaveLength(2);
  });

  it('a link hands over to the full app at its address, Back returning to sign-in', async () => {
    fakeFetch({ 'GET /api/public/ping': GREEN });
    const { fullApp } = await start('/osa-auth/login');
    const before = window.history.length;
    fireEvent.click(screen.getByRole('link', { name: 'Регистрация' }));
    await waitFor(() => expect(fullApp).toHaveBeenCalledTimes(1));
    expect(fullApp.mock.results[0]?.value).toBe('/osa-auth/register');
    expect(window.history.length).toBe(before + 1);
  });

  it('a failed ping hands over at once (the full app shows the limited-mode page); GREEN and RED stay', async () => {
    fakeFetch({ 'GET /api/public/ping': () => json({ status: 'RED', services: [] }) });
    const stays = await start('/osa-auth/login?returnTo=%2Fa');
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(stays.fullApp).not.toHaveBeenCalled();
    document.body.innerHTML = '';

    fakeFetch({ 'GET /api/public/ping': () => 'network-error' });
    const { fullApp } = await start('/osa-auth/login?returnTo=%2Fa');
    await waitFor(() => expect(fullApp).toHaveBeenCalledTimes(1), { timeout: 3000 });
    expect(fullApp.mock.results[0]?.value).toBe('/osa-auth/login?returnTo=%2Fa');
  });

  it('the OpenID Connect button leaves for the provider with the return path', async () => {
    fakeFetch({ 'GET /api/public/ping': GREEN });
    const oidc = { issuer: 'https://id.example.org', clientId: 'ontobench', providerName: 'Keycloak' };
    await start('/osa-auth/login?returnTo=%2Fclass_list', memoryStorage(), { ...ENVIRONMENT, oidc });
    fireEvent.click(screen.getByRole('button', { name: 'Войти через Keycloak' }));
    await waitFor(() => expect(signInRedirect).toHaveBeenCalledWith('/class_list'));
  });

  it('a browser that lacks what the app needs gets the full app at once (its dialog says so)', async () => {
    fakeFetch({ 'GET /api/public/ping': GREEN });
    vi.stubGlobal('ResizeObserver', undefined);
    const { fullApp, container } = await start('/osa-auth/login?returnTo=%2Fa');
    await waitFor(() => expect(fullApp).toHaveBeenCalledTimes(1));
    expect(fullApp.mock.results[0]?.value).toBe('/osa-auth/login?returnTo=%2Fa');
    expect(container.childElementCount).toBe(0);
  });

  it('with status monitoring off it does not ping', async () => {
    const { calls } = fakeFetch({});
    await start('/osa-auth/login', memoryStorage(), { ...ENVIRONMENT, statusMonitoring: false });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(calls).toEqual([]);
  });
});
