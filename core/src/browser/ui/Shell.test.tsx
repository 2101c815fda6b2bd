import { describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { memoryLocation } from 'wouter/memory-location';
import { defineExtension } from '../kernel/extension.ts';
import { createTestKernel } from '../kernel/test-kernel.ts';
import { CORE_TOKENS } from '../kernel/core-tokens.ts';
import { shellExtension } from '../shell-extension.ts';
import { Shell } from './Shell.tsx';
import { usePageTitle } from './use-page-title.ts';

const good = defineExtension({
  id: 'good',
  version: '1.0.0',
  contributes: {
    routes: [
      {
        id: 'good',
        path: '/good',
        layout: 'main',
        requiresAuth: false,
        app: 'both',
        titleKey: 'title',
        page: async () => ({ default: () => <p>good page</p> }),
      },
    ],
    menus: [{ id: 'good.menu', group: 'general', icon: 'home', order: 1, labelKey: 'title', route: '/good' }],
    translations: { ru: { title: 'Хорошая' }, en: { title: 'Good one' } },
  },
});

const crashing = defineExtension({
  id: 'crashing',
  version: '1.0.0',
  contributes: {
    routes: [
      {
        id: 'crashing',
        path: '/crash',
        layout: 'main',
        requiresAuth: false,
        app: 'both',
        page: async () => ({
          default: () => {
            throw new Error('the page blew up');
          },
        }),
      },
    ],
    menus: [{ id: 'crashing.menu', group: 'general', icon: 'home', order: 2, labelKey: 'title', route: '/crash' }],
    translations: { ru: { title: 'Сломанная' }, en: { title: 'Broken one' } },
  },
});

function renderShell(path: string, extensions = [shellExtension, good, crashing]) {
  const kernel = createTestKernel();
  for (const e of extensions) kernel.host.install(e);
  const location = memoryLocation({ path, record: true });
  render(<Shell kernel={kernel} locationHook={location.hook} />);
  return { kernel, location };
}

describe('Shell', () => {
  it('renders a route page lazily inside the main layout, with the page title in Russian by default', async () => {
    const { kernel } = renderShell('/good');
    expect(await screen.findByText('good page')).toBeTruthy();
    expect(screen.getByTestId('page-title').textContent).toBe('Хорошая');
    expect(document.title).toBe('Хорошая — Test Customer');
    expect(kernel.host.get('good')?.status).toBe('active');
    expect(kernel.host.get('crashing')?.status).toBe('enabled');
  });

  it('a page that throws shows its error in its own boundary; the rest of the shell stays usable', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { location } = renderShell('/crash');
    const alert = await screen.findByRole('alert');
    expect(alert.getAttribute('data-extension-error')).toBe('crashing');
    expect(within(alert).getByText('the page blew up')).toBeTruthy();
    // The menu still works: go to another extension's page.
    act(() => screen.getByRole('link', { name: 'Хорошая' }).click());
    expect(await screen.findByText('good page')).toBeTruthy();
    expect(location.history.at(-1)).toBe('/good');
    expect(screen.queryByRole('alert')).toBeNull();
    errors.mockRestore();
  });

  it('disabling an extension at run time removes its route and menu entry; enabling brings them back', async () => {
    const { kernel } = renderShell('/good');
    await screen.findByText('good page');
    await act(() => kernel.host.disable('good'));
    expect(screen.queryByRole('link', { name: 'Хорошая' })).toBeNull();
    expect(screen.getByTestId('not-found')).toBeTruthy();
    act(() => kernel.host.enable('good'));
    expect(await screen.findByText('good page')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Хорошая' })).toBeTruthy();
  });

  it('switches the language of the whole shell at once', async () => {
    const { kernel } = renderShell('/good');
    await screen.findByText('good page');
    act(() => kernel.container.get(CORE_TOKENS.Locale).setLocale('en'));
    await waitFor(() => expect(screen.getByTestId('page-title').textContent).toBe('Good one'));
    expect(screen.getByRole('link', { name: 'Broken one' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('en');
  });

  it('a title the page set itself (an object’s name) stays when another area’s texts arrive after it', async () => {
    const named = defineExtension({
      id: 'named',
      version: '1.0.0',
      contributes: {
        routes: [
          {
            id: 'named',
            path: '/named',
            layout: 'main',
            requiresAuth: false,
            app: 'both',
            titleKey: 'title',
            page: async () => ({
              default: function Named() {
                usePageTitle('Деятельность');
                return <p>named page</p>;
              },
            }),
          },
        ],
        translations: { ru: { title: 'Объект' }, en: { title: 'Object' } },
      },
    });
    const { kernel } = renderShell('/named', [shellExtension, named]);
    await screen.findByText('named page');
    await waitFor(() => expect(screen.getByTestId('page-title').textContent).toBe('Деятельность'));
    // An area installed after the first page adds its bundle: react-i18next hands out a new `t`.
    act(() => {
      kernel.container.get(CORE_TOKENS.I18n).addResourceBundle('ru', 'late-area', { menu: 'Поздняя' });
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByTestId('page-title').textContent).toBe('Деятельность');
  });

  it('a route’s prefetch (with the parameters, the HTTP client and the language) and its page chunk start before the screen’s texts are there, and only once', async () => {
    const seen: string[] = [];
    const waiting: ((texts: Record<string, unknown>) => void)[] = [];
    const early = defineExtension({
      id: 'early',
      version: '1.0.0',
      contributes: {
        routes: [
          {
            id: 'early',
            path: '/early/:id',
            layout: 'main',
            requiresAuth: false,
            app: 'both',
            page: async () => {
              seen.push('page chunk');
              return { default: () => <p>early page</p> };
            },
            prefetch: (params, { http, language }) =>
              void seen.push(`prefetch ${params.id} ${typeof http.request} ${language}`),
          },
        ],
        // The main layout waits for every enabled extension's labels: these are still on their way.
        translations: () => new Promise((resolve) => waiting.push(resolve)),
      },
    });
    renderShell('/early/7', [shellExtension, early]);
    await waitFor(() => expect(seen).toEqual(['prefetch 7 function ru', 'page chunk']));
    expect(screen.queryByText('early page')).toBeNull();
    expect(waiting.length).toBeGreaterThan(0);
    act(() => waiting.forEach((arrive) => arrive({})));
    expect(await screen.findByText('early page')).toBeTruthy();
    expect(seen).toEqual(['prefetch 7 function ru', 'page chunk']);
  });

  it('an unknown path renders the not-found page in the blank layout', async () => {
    renderShell('/no/such/page');
    expect(await screen.findByTestId('not-found')).toBeTruthy();
    expect(screen.queryByTestId('drawer')).toBeNull();
    expect(screen.getByText(/\/no\/such\/page/)).toBeTruthy();
  });
});
