import { describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../common/storage-keys.ts';
import { CORE_TOKENS } from '../kernel/core-tokens.ts';
import { createTestKernel } from '../kernel/test-kernel.ts';
import { composeTitle } from './title-service.ts';
import { memoryStorage } from './storage.ts';

describe('theme and language are remembered', () => {
  it('the dark theme survives a new kernel on the same storage', () => {
    const storage = memoryStorage();
    createTestKernel(storage).container.get(CORE_TOKENS.Theme).setMode('dark');
    expect(storage.getItem(STORAGE_KEYS.theme)).toBe('dark');
    expect(createTestKernel(storage).container.get(CORE_TOKENS.Theme).mode).toBe('dark');
  });

  it('the language survives a new kernel and drives i18next', async () => {
    const storage = memoryStorage();
    createTestKernel(storage).container.get(CORE_TOKENS.Locale).setLocale('en');
    const kernel = createTestKernel(storage);
    expect(kernel.container.get(CORE_TOKENS.Locale).locale).toBe('en');
    // English texts come when first needed (create-i18n.ts): i18next switches once they are there.
    const i18n = kernel.container.get(CORE_TOKENS.I18n);
    await vi.waitFor(() => expect(i18n.t('notFound.title')).toBe('Page not found'));
  });

  it('starts in Russian and ignores an unknown saved language', () => {
    const kernel = createTestKernel(memoryStorage({ [STORAGE_KEYS.locale]: 'de' }));
    expect(kernel.container.get(CORE_TOKENS.Locale).locale).toBe('ru');
    expect(() => kernel.container.get(CORE_TOKENS.Locale).setLocale('de' as 'ru')).toThrow(/Unknown locale/);
  });
});

describe('tab title: the page title plus the customer name (spec shell.md §1)', () => {
  it('composes page and customer', () => {
    expect(composeTitle('Классы', 'Ontobench', 'ООО Ромашка')).toBe('Классы — ООО Ромашка');
  });
  it('uses the default title when the page has none, without repeating equal parts', () => {
    expect(composeTitle(null, 'Ontobench', 'ООО Ромашка')).toBe('Ontobench — ООО Ромашка');
    expect(composeTitle(null, 'Ontobench', 'Ontobench')).toBe('Ontobench');
  });
});
