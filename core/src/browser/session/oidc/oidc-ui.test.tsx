import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { DEFAULT_BRANDING } from '../../../common/environment.ts';
import { CORE_TOKENS } from '../../kernel/core-tokens.ts';
import { createKernel } from '../../kernel/create-kernel.ts';
import type { ServiceToken } from '../../kernel/tokens.ts';
import { memoryStorage } from '../../services/storage.ts';
import { ContainerProvider } from '../../ui/kernel-context.tsx';
import OidcCallbackPage from './OidcCallbackPage.tsx';
import { OidcLayer } from './OidcLayer.tsx';
import { OidcSignInButton } from './OidcSignInButton.tsx';
import { OIDC_TOKENS } from './oidc-tokens.ts';
import { FakeProtocol, FakeSession, TEST_OIDC, fakeHttp, fakeProtocolFactory } from './test-fakes.ts';

let protocol: FakeProtocol;
let session: FakeSession;
let reply: () => Response;

function renderOidc(ui: ReactNode, options: { oidc?: typeof TEST_OIDC | null; path?: string } = {}) {
  const kernel = createKernel({
    environment: {
      version: '1',
      branding: DEFAULT_BRANDING,
      oidc: options.oidc === undefined ? TEST_OIDC : options.oidc,
    },
    storage: memoryStorage(),
  });
  const { container } = kernel;
  const rebind = <T,>(token: ServiceToken<T>, value: T) => {
    if (container.isBound(token)) container.unbind(token);
    container.bind(token).toConstantValue(value);
  };
  rebind(CORE_TOKENS.Session, session.asSession());
  rebind(CORE_TOKENS.Http, fakeHttp(() => reply()).http);
  rebind(OIDC_TOKENS.ProtocolFactory, fakeProtocolFactory(protocol));
  const location = memoryLocation({ path: options.path ?? '/', record: true });
  render(
    <ContainerProvider container={container}>
      <I18nextProvider i18n={container.get(CORE_TOKENS.I18n)}>
        <FluentProvider theme={webLightTheme}>
          <Router hook={location.hook} searchHook={location.searchHook}>
            {ui}
          </Router>
        </FluentProvider>
      </I18nextProvider>
    </ContainerProvider>,
  );
  return { location };
}

beforeEach(() => {
  protocol = new FakeProtocol();
  session = new FakeSession();
  reply = () => Response.json({ jwtToken: 'good-jwt' });
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('OidcCallbackPage (spec shell.md §4: pending, success, failure)', () => {
  it('shows the pending state, then signs in and goes to the path the user started from', async () => {
    let finish: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (finish = resolve));
    const complete = protocol.completeSignIn.bind(protocol);
    protocol.completeSignIn = async (url) => {
      await held;
      return complete(url);
    };
    const { location } = renderOidc(<OidcCallbackPage />, { path: '/oidc-signin-callback' });
    expect(await screen.findByText('Выполняется вход через Example ID…')).toBeTruthy();
    expect(screen.getByTestId('oidc-callback').dataset.phase).toBe('pending');
    await act(async () => finish());
    await waitFor(() => expect(location.history.at(-1)).toBe('/docs'));
    expect(session.status).toBe('signed-in');
  });

  it('shows the failure with its reason, and can start over', async () => {
    reply = () =>
      Response.json({ error: 'Вход через внешнего поставщика не выполнен: токен повреждён' }, { status: 401 });
    renderOidc(<OidcCallbackPage />, { path: '/oidc-signin-callback' });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Не удалось войти через Example ID');
    expect(alert.textContent).toContain('Вход через внешнего поставщика не выполнен: токен повреждён');
    expect(screen.getByRole('link', { name: 'Ко входу' }).getAttribute('href')).toBe('/osa-auth/login');
    fireEvent.click(screen.getByRole('button', { name: 'Попробовать ещё раз' }));
    await waitFor(() => expect(protocol.redirects).toEqual(['/']));
  });
  it('without a provider says so once, in one sentence, and offers no retry (issue 14 item 8)', async () => {
    renderOidc(<OidcCallbackPage />, { path: '/oidc-signin-callback', oidc: null });
    const alert = await screen.findByRole('alert');
    // Was "Не удалось войти через Вход через внешнего поставщика не настроен".
    // The title, then the reason on a line of its own.
    expect(alert.textContent).toBe('Не удалось войтиВход через внешнего поставщика не настроен');
    expect(screen.queryByRole('button', { name: 'Попробовать ещё раз' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Ко входу' })).toBeTruthy();
  });
});

describe('OidcSignInButton', () => {
  it('is absent without a provider', () => {
    renderOidc(<OidcSignInButton />, { oidc: null });
    expect(screen.queryByTestId('oidc-sign-in')).toBeNull();
  });

  it('leaves for the provider with the path to return to', async () => {
    renderOidc(<OidcSignInButton returnTo="/graphs" />);
    fireEvent.click(screen.getByRole('button', { name: 'Войти через Example ID' }));
    await waitFor(() => expect(protocol.redirects).toEqual(['/graphs']));
  });

  it('says why when the provider cannot be reached', async () => {
    protocol.signInRedirect = () => Promise.reject(new TypeError('Failed to fetch'));
    renderOidc(<OidcSignInButton />);
    fireEvent.click(screen.getByRole('button', { name: 'Войти через Example ID' }));
    // Not the browser's "Failed to fetch": our words (issue 14 item 8, no raw error text).
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Не удалось войти через Example ID: Сервер не отвечает. Проверьте подключение и попробуйте ещё раз.',
    );
    expect((screen.getByTestId('oidc-sign-in') as HTMLButtonElement).disabled).toBe(false);
  });
});

describe('OidcLayer', () => {
  it('ends the provider session when a signed-in user signs out, not on a first check', async () => {
    renderOidc(<OidcLayer />);
    await act(async () => {
      await session.signOut();
    });
    expect(protocol.ended).toBe(0);
    await act(async () => {
      await session.signIn('good-jwt');
    });
    await act(async () => {
      await session.signOut();
    });
    await waitFor(() => expect(protocol.ended).toBe(1));
  });
});
