import { describe, expect, it } from 'vitest';
import { createI18n, createI18nReady } from './create-i18n.ts';
import { shellEn } from './shell.en.ts';
import { shellRu } from './shell.ru.ts';

function keys(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'string' ? [prefix + k] : keys(v as object, `${prefix}${k}.`),
  );
}

describe('translations (spec shell.md §1: ru default and fallback, Russian plural rules)', () => {
  it('Russian is the default language', () => {
    expect(createI18n().t('notFound.title')).toBe('Страница не найдена');
  });

  it('uses Russian plural forms: one, few, many', () => {
    const t = createI18n().t;
    expect(t('extensions.count', { count: 1 })).toBe('1 расширение');
    expect(t('extensions.count', { count: 3 })).toBe('3 расширения');
    expect(t('extensions.count', { count: 5 })).toBe('5 расширений');
    expect(t('extensions.count', { count: 21 })).toBe('21 расширение');
    expect(t('extensions.count', { count: 11 })).toBe('11 расширений');
  });

  it('English plural forms', async () => {
    const i18n = await createI18nReady('en');
    expect(i18n.t('extensions.count', { count: 1 })).toBe('1 extension');
    expect(i18n.t('extensions.count', { count: 5 })).toBe('5 extensions');
  });

  it('falls back to Russian for a key English lacks', async () => {
    const i18n = await createI18nReady('en');
    i18n.addResourceBundle('ru', 'only-ru', { hello: 'Привет' });
    expect(i18n.t('hello', { ns: 'only-ru' })).toBe('Привет');
  });

  it('English is complete: the same keys as Russian, none empty', async () => {
    expect(keys(shellEn).sort()).toEqual(keys(shellRu).sort());
    const en = await createI18nReady('en');
    for (const key of keys(shellEn)) expect(en.t(key, { count: 2 })).not.toBe('');
  });
});
