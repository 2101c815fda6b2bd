import { describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { memoryLocation } from 'wouter/memory-location';
import { defineExtension } from '../kernel/extension.ts';
import { createTestKernel } from '../kernel/test-kernel.ts';
import { shellExtension } from '../shell-extension.ts';
import { Shell } from '../ui/Shell.tsx';
import { useT } from '../ui/use-t.ts';
import { namespacesFor } from './TextsReady.tsx';

/** An extension with a page in the main layout, whose texts arrive when the test says so. */
function slowTexts() {
  let deliver: () => void = () => {};
  const loader = vi.fn(
    (language: string) =>
      new Promise<Record<string, unknown>>((resolve) => {
        deliver = () => resolve(language === 'en' ? { title: 'Slow one' } : { title: 'Медленная' });
      }),
  );
  const manifest = defineExtension({
    id: 'slow',
    version: '1.0.0',
    contributes: {
      routes: [
        {
          id: 'slow',
          path: '/slow',
          layout: 'main',
          requiresAuth: false,
          app: 'both',
          titleKey: 'title',
          page: async () => ({ default: () => <p>slow page</p> }),
        },
      ],
      menus: [{ id: 'slow.menu', group: 'general', icon: 'home', order: 1, labelKey: 'title', route: '/slow' }],
      translations: loader,
    },
  });
  return { manifest, loader, deliver: () => act(async () => deliver()) };
}

function renderShell(
  path: string,
  extensions: Parameters<ReturnType<typeof createTestKernel>['host']['install']>[0][],
) {
  const kernel = createTestKernel();
  for (const e of extensions) kernel.host.install(e);
  render(<Shell kernel={kernel} locationHook={memoryLocation({ path }).hook} />);
  return kernel;
}

describe('TextsReady: a screen waits for the texts it shows', () => {
  it('the main layout shows nothing until the menu’s texts are there, then the labels, never a raw key', async () => {
    const slow = slowTexts();
    renderShell('/slow', [shellExtension, slow.manifest]);
    await act(async () => {});
    expect(slow.loader).toHaveBeenCalledWith('ru');
    expect(screen.queryByText('title')).toBeNull();
    expect(screen.queryByTestId('drawer')).toBeNull();
    await slow.deliver();
    expect(await screen.findByText('slow page')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Медленная' })).toBeTruthy();
    expect(screen.queryByText('title')).toBeNull();
  });

  it('a page outside the main layout (the not-found page here, sign-in alike) fetches no extension’s texts', async () => {
    const slow = slowTexts();
    renderShell('/nowhere', [shellExtension, slow.manifest]);
    expect(await screen.findByText('Страница не найдена')).toBeTruthy();
    expect(slow.loader).not.toHaveBeenCalled();
  });

  it('with the main menu, every enabled extension’s namespace; otherwise the route owner’s alone', () => {
    // The owner's page texts too; the other extensions' labels only (their page texts stay unfetched).
    expect(namespacesFor('main', 'home', ['shell', 'home', 'ontology'])).toEqual([
      'home.pages',
      'home',
      'shell',
      'ontology',
    ]);
    expect(namespacesFor('sidebar', 'ontology', ['home'])).toEqual(['ontology.pages', 'ontology', 'home']);
    expect(namespacesFor('empty', 'shell', ['shell', 'home'])).toEqual(['shell']);
    expect(namespacesFor('blank', 'ontology', ['shell', 'home'])).toEqual(['ontology.pages', 'ontology']);
  });
});

describe('page texts apart from labels (docs/extensions.md, "Labels and page texts")', () => {
  function withPages(pageTexts: Record<string, string>) {
    const pages = vi.fn(async (_language: string) => pageTexts);
    const manifest = defineExtension({
      id: 'paged',
      version: '1.0.0',
      contributes: {
        routes: [
          {
            id: 'paged',
            path: '/paged',
            layout: 'main',
            requiresAuth: false,
            app: 'both',
            titleKey: 'title',
            page: async () => ({ default: PagedPage }),
          },
        ],
        menus: [{ id: 'paged.menu', group: 'general', icon: 'home', order: 1, labelKey: 'menu', route: '/paged' }],
        translations: async () => ({ menu: 'Страница с текстами' }),
        pageTranslations: pages,
      },
    });
    return { manifest, pages };
  }
  function PagedPage() {
    const { t } = useT();
    return (
      <p>
        {t('body')} / {t('menu')}
      </p>
    );
  }

  it('a page of the extension reads its page texts, then its labels; the page texts wait for its screen', async () => {
    const paged = withPages({ title: 'Заголовок', body: 'Текст страницы' });
    renderShell('/nowhere-else', [shellExtension, paged.manifest]);
    expect(await screen.findByText('Страница не найдена')).toBeTruthy();
    expect(paged.pages).not.toHaveBeenCalled();
    cleanup();
    renderShell('/paged', [shellExtension, paged.manifest]);
    expect(await screen.findByText('Текст страницы / Страница с текстами')).toBeTruthy();
    expect(paged.pages).toHaveBeenCalledWith('ru');
  });

  it('another extension’s page with the main menu fetches the labels, not the page texts', async () => {
    const paged = withPages({ title: 'Заголовок', body: 'Текст страницы' });
    const slow = slowTexts();
    renderShell('/slow', [shellExtension, slow.manifest, paged.manifest]);
    await slow.deliver();
    expect(await screen.findByRole('link', { name: 'Страница с текстами' })).toBeTruthy();
    expect(paged.pages).not.toHaveBeenCalled();
  });
});

describe('TextsReady: an extension enabled again at run time', () => {
  it('gets its labels back in a screen already shown (its texts are fetched anew), never a raw key', async () => {
    const slow = slowTexts();
    const other = defineExtension({
      id: 'other',
      version: '1.0.0',
      contributes: {
        routes: [
          {
            id: 'other',
            path: '/other',
            layout: 'main',
            requiresAuth: false,
            app: 'both',
            page: async () => ({ default: () => <p>other page</p> }),
          },
        ],
        translations: { ru: {}, en: {} },
      },
    });
    const kernel = renderShell('/other', [shellExtension, slow.manifest, other]);
    await act(async () => {});
    await slow.deliver();
    expect(await screen.findByText('other page')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Медленная' })).toBeTruthy();
    await act(async () => kernel.host.disable('slow'));
    expect(screen.queryByRole('link', { name: 'Медленная' })).toBeNull();
    act(() => kernel.host.enable('slow'));
    await act(async () => {});
    expect(slow.loader).toHaveBeenCalledTimes(2);
    await slow.deliver();
    expect(screen.getByRole('link', { name: 'Медленная' })).toBeTruthy();
    expect(screen.getByText('other page')).toBeTruthy();
  });
});
