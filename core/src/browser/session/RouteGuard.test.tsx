import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { memoryLocation } from 'wouter/memory-location';
import { STORAGE_KEYS } from '../../common/storage-keys.ts';
import { fakeFetch, json } from '../http/fake-fetch.ts';
import { defineExtension } from '../kernel/extension.ts';
import { createTestKernel } from '../kernel/test-kernel.ts';
import { memoryStorage } from '../services/storage.ts';
import { shellExtension } from '../shell-extension.ts';
import { Shell } from '../ui/Shell.tsx';
import { checkAuthReply, dataSession, healthyBackend } from './test-replies.ts';

const page = (text: string) => async () => ({ default: () => <p>{text}</p> });
const area = defineExtension({
  id: 'area',
  version: '1.0.0',
  contributes: {
    routes: [
      { id: 'secret', path: '/secret', layout: 'main', requiresAuth: true, app: 'onto', page: page('secret page') },
      {
        id: 'admin',
        path: '/admin',
        layout: 'main',
        requiresAuth: true,
        app: 'both',
        adminOnly: true,
        page: page('admin page'),
      },
      {
        id: 'doc',
        path: '/public/doc/:id',
        layout: 'public',
        requiresAuth: false,
        app: 'both',
        page: page('public doc'),
      },
    ],
  },
});

function renderShell(path: string, storage = memoryStorage()) {
  const kernel = createTestKernel(storage);
  kernel.host.install(shellExtension);
  kernel.host.install(area);
  const location = memoryLocation({ path, record: true });
  render(<Shell kernel={kernel} locationHook={location.hook} />);
  return { kernel, location };
}

/** The browser's own history (path and query), for the flows that read and rewrite the query. */
function renderShellAt(url: string, storage = memoryStorage()) {
  window.history.replaceState(null, '', url);
  const kernel = createTestKernel(storage);
  kernel.host.install(shellExtension);
  kernel.host.install(area);
  render(<Shell kernel={kernel} />);
  return { kernel, here: () => window.location.pathname + window.location.search };
}

afterEach(() => vi.unstubAllGlobals());

describe('route guard in the shell (spec shell.md §2 route entry flow, §6)', () => {
  it('sends a signed-out user to sign in keeping the path, and back there after signing in', async () => {
    fakeFetch({
      ...healthyBackend,
      'POST /api/auth/login': () => json({ jwtToken: 'jwt', user: {} }),
      'GET /api/auth/check-auth': () => json(checkAuthReply()),
      'GET /api/auth/osa-sessionid': () => dataSession(),
    });
    const { location } = renderShell('/secret');
    await waitFor(() => expect(location.history.at(-1)).toBe('/osa-auth/login?returnTo=%2Fsecret'));
    expect(screen.queryByText('secret page')).toBeNull();
  });

  it('a signed-in user reaches the route; a non-admin meets access denied on an admin route', async () => {
    fakeFetch({
      ...healthyBackend,
      'GET /api/auth/check-auth': () => json(checkAuthReply()),
    });
    const storage = memoryStorage({ [STORAGE_KEYS.token]: 'jwt', [STORAGE_KEYS.sessionId]: 'ds' });
    const { location } = renderShell('/secret', storage);
    expect(await screen.findByText('secret page')).toBeTruthy();
    act(() => location.navigate('/admin'));
    await waitFor(() => expect(location.history.at(-1)).toBe('/access-denied?path=%2Fadmin'));
    expect(await screen.findByTestId('access-denied')).toBeTruthy();
    expect(screen.queryByText('admin page')).toBeNull();
  });

  it('a user of an app the server says confines (check-auth appConfines) is kept off onto routes from the first page, before any area declares the app', async () => {
    fakeFetch({
      ...healthyBackend,
      'GET /api/auth/check-auth': () => json(checkAuthReply({ app: 'edu', appConfines: true })),
    });
    const storage = memoryStorage({ [STORAGE_KEYS.token]: 'jwt', [STORAGE_KEYS.sessionId]: 'ds' });
    const { location, kernel } = renderShell('/secret', storage);
    expect([...kernel.points.confiningApps]).toEqual([]);
    await waitFor(() => expect(location.history.at(-1)).toBe('/access-denied?path=%2Fsecret'));
    expect(screen.queryByText('secret page')).toBeNull();
  });

  it('the same app without the server’s word (a server where no area declares it) confines nobody', async () => {
    fakeFetch({
      ...healthyBackend,
      'GET /api/auth/check-auth': () => json(checkAuthReply({ app: 'edu', appConfines: false })),
    });
    const storage = memoryStorage({ [STORAGE_KEYS.token]: 'jwt', [STORAGE_KEYS.sessionId]: 'ds' });
    renderShell('/secret', storage);
    expect(await screen.findByText('secret page')).toBeTruthy();
  });

  it('a public route loads no user info', async () => {
    const { calls } = fakeFetch(healthyBackend);
    renderShell('/public/doc/1', memoryStorage({ [STORAGE_KEYS.token]: 'jwt' }));
    expect(await screen.findByText('public doc')).toBeTruthy();
    expect(calls.filter((c) => c.path.startsWith('/api/auth/'))).toEqual([]);
  });

  it('the login form signs in and returns to the kept path', async () => {
    const { calls } = fakeFetch({
      ...healthyBackend,
      'POST /api/auth/login': () => json({ jwtToken: 'jwt-ok', user: {} }),
      'GET /api/auth/check-auth': () => json(checkAuthReply()),
      'GET /api/auth/osa-sessionid': () => dataSession(),
    });
    const { location } = renderShell('/secret');
    const email = await screen.findByRole('textbox', { name: /E-mail/ });
    fireEvent.change(email, { target: { value: 'user@example.org' } });
    fireEvent.change(document.querySelector('input[type=password]')!, { target: { value: 'secret-pass' } });
    fireEvent.click(screen.getByRole('button', { name: 'Войти' }));
    expect(await screen.findByText('secret page')).toBeTruthy();
    expect(location.history.at(-1)).toBe('/secret');
    expect(calls.find((c) => c.path === '/api/auth/login')!.body).toEqual({
      email: 'user@example.org',
      password: 'secret-pass',
    });
  });

  it('a wrong password shows the server text and stays on the form', async () => {
    fakeFetch({ ...healthyBackend, 'POST /api/auth/login': () => json({ error: 'Неверный e-mail или пароль' }, 401) });
    renderShell('/osa-auth/login');
    fireEvent.click(await screen.findByRole('button', { name: 'Войти' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Неверный e-mail или пароль');
  });
});

describe('sign-in through the query (spec shell.md §2, §8)', () => {
  it('an ssoToken is exchanged for a JWT; the parameter goes and the rest of the query stays', async () => {
    const { calls } = fakeFetch({
      ...healthyBackend,
      'GET /api/auth/check-auth?ssoToken=one-time': () => json({ jwtToken: 'jwt-from-sso' }),
      'GET /api/auth/check-auth': () => json(checkAuthReply()),
      'GET /api/auth/osa-sessionid': () => dataSession(),
    });
    const { here } = renderShellAt('/secret?ssoToken=one-time&tab=2');
    expect(await screen.findByText('secret page')).toBeTruthy();
    expect(here()).toBe('/secret?tab=2');
    const checks = calls.filter((c) => c.path === '/api/auth/check-auth');
    expect(checks.at(-1)!.headers.get('authorization')).toBe('Bearer jwt-from-sso');
  });

  it('a signed-in user who opens the sign-in page goes on to the kept path', async () => {
    fakeFetch({ ...healthyBackend, 'GET /api/auth/check-auth': () => json(checkAuthReply()) });
    const storage = memoryStorage({ [STORAGE_KEYS.token]: 'jwt', [STORAGE_KEYS.sessionId]: 'ds' });
    const { here } = renderShellAt('/osa-auth/login?returnTo=%2Fsecret', storage);
    expect(await screen.findByText('secret page')).toBeTruthy();
    expect(here()).toBe('/secret');
  });
});
