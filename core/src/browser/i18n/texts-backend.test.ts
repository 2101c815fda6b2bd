import { describe, expect, it, vi } from 'vitest';
import { defineExtension, type ExtensionManifest } from '../kernel/extension.ts';
import { CORE_TOKENS } from '../kernel/core-tokens.ts';
import { createTestKernel } from '../kernel/test-kernel.ts';
import { textsBackendOf } from './texts-backend.ts';

const TEXTS = { ru: { menu: 'Образец' }, en: { menu: 'Sample' } };

/** An extension whose texts come through a loader; the spy says which languages were fetched. */
function lazySample(overrides: Partial<ExtensionManifest> = {}) {
  const loader = vi.fn(async (language: string) => TEXTS[language as 'ru' | 'en']);
  const manifest = defineExtension({
    id: 'sample',
    version: '1.0.0',
    contributes: {
      menus: [{ id: 'sample.menu', group: 'general', icon: 'home', order: 1, labelKey: 'menu', route: '/sample' }],
      translations: loader,
    },
    ...overrides,
  });
  return { manifest, loader };
}

describe('texts loaded when first needed (docs/extensions.md)', () => {
  it('installing registers the loader and fetches nothing; activating fetches the language in use', async () => {
    const kernel = createTestKernel();
    const i18n = kernel.container.get(CORE_TOKENS.I18n);
    const { manifest, loader } = lazySample();
    kernel.host.install(manifest);
    expect(loader).not.toHaveBeenCalled();
    expect(i18n.hasResourceBundle('ru', 'sample')).toBe(false);
    await kernel.host.activate('sample');
    expect(loader.mock.calls).toEqual([['ru']]);
    expect(i18n.t('menu', { ns: 'sample' })).toBe('Образец');
  });

  it('a switch to English fetches English before the language changes, so no raw key shows', async () => {
    const kernel = createTestKernel();
    const i18n = kernel.container.get(CORE_TOKENS.I18n);
    const { manifest, loader } = lazySample();
    kernel.host.install(manifest);
    await i18n.loadNamespaces('sample');
    const seen: string[] = [];
    i18n.on('languageChanged', () => seen.push(i18n.t('menu', { ns: 'sample' })));
    await i18n.changeLanguage('en');
    expect(seen).toEqual(['Sample']);
    expect(loader.mock.calls.map(([language]) => language).sort()).toEqual(['en', 'ru']);
  });

  it('disabling forgets the texts and the loader; enabling again fetches them anew', async () => {
    const kernel = createTestKernel();
    const i18n = kernel.container.get(CORE_TOKENS.I18n);
    const { manifest, loader } = lazySample();
    kernel.host.install(manifest);
    await kernel.host.activate('sample');
    await kernel.host.disable('sample');
    expect(i18n.hasResourceBundle('ru', 'sample')).toBe(false);
    kernel.host.enable('sample');
    await kernel.host.activate('sample');
    expect(loader).toHaveBeenCalledTimes(2);
    expect(i18n.t('menu', { ns: 'sample' })).toBe('Образец');
  });

  it('texts given as data are there at once, as before', () => {
    const kernel = createTestKernel();
    kernel.host.install(lazySample({ contributes: { translations: TEXTS } }).manifest);
    expect(kernel.container.get(CORE_TOKENS.I18n).t('menu', { ns: 'sample', lng: 'en' })).toBe('Sample');
  });

  it('a namespace has one loader at a time', () => {
    const kernel = createTestKernel();
    const backend = textsBackendOf(kernel.container.get(CORE_TOKENS.I18n));
    const first = backend.register('x', async () => ({}));
    expect(() => backend.register('x', async () => ({}))).toThrow(/already have a loader/);
    first.dispose();
    expect(() => backend.register('x', async () => ({})).dispose()).not.toThrow();
  });
});
