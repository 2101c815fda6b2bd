import { act, screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../../common/storage-keys.ts';
import { memoryStorage } from '../../services/storage.ts';
import { chromeKernel, disableWebAnimations, renderWithKernel } from '../test-support.tsx';
import { BrowserCheckDialog } from './BrowserCheckDialog.tsx';
import { missingBrowserFeatures } from './browser-support.ts';

describe('browser compatibility (shell §2)', () => {
  let restore: () => void;
  beforeAll(() => (restore = disableWebAnimations()));
  afterAll(() => restore());

  it('a capable browser lacks nothing; an old one lacks what the shell needs', () => {
    expect(missingBrowserFeatures()).toEqual([]);
    expect(missingBrowserFeatures({ CSS: { supports: () => false }, Intl: {} })).toEqual([
      'ResizeObserver',
      'AbortController',
      'structuredClone',
      'Intl.PluralRules',
      'CSS grid',
      'CSS inset',
    ]);
  });

  it('shows the dialog when features are missing; "do not show again" is remembered', () => {
    const storage = memoryStorage();
    renderWithKernel(chromeKernel({ storage }), <BrowserCheckDialog check={() => ['ResizeObserver']} />);
    expect(screen.getByText('Не хватает: ResizeObserver')).toBeTruthy();
    act(() => screen.getByRole('checkbox').click());
    act(() => screen.getByRole('button', { name: 'Понятно' }).click());
    expect(screen.queryByTestId('browser-check')).toBeNull();
    expect(storage.getItem(STORAGE_KEYS.browserWarningSuppressed)).toBe('true');
  });

  it('stays hidden when suppressed, or when nothing is missing', () => {
    const suppressed = memoryStorage({ [STORAGE_KEYS.browserWarningSuppressed]: 'true' });
    renderWithKernel(chromeKernel({ storage: suppressed }), <BrowserCheckDialog check={() => ['x']} />);
    renderWithKernel(chromeKernel(), <BrowserCheckDialog check={() => []} />);
    expect(screen.queryByTestId('browser-check')).toBeNull();
  });
});
