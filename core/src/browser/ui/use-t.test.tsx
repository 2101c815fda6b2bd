import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chromeKernel, renderWithKernel } from '../chrome/test-support.tsx';
import { CORE_TOKENS } from '../kernel/core-tokens.ts';
import { ExtensionIdContext } from './kernel-context.tsx';
import { useT } from './use-t.ts';

function Probe() {
  const { t } = useT();
  return (
    <p>
      <span data-testid="own">{t('greeting')}</span>
      <span data-testid="shell">{t('menu.open')}</span>
    </p>
  );
}

describe('useT inside an extension: its own namespace first, then the shell’s', () => {
  it('resolves both an extension key and a shell key', () => {
    const kernel = chromeKernel();
    kernel.container.get(CORE_TOKENS.I18n).addResourceBundle('ru', 'probe-ext', { greeting: 'Привет' });
    renderWithKernel(
      kernel,
      <ExtensionIdContext.Provider value="probe-ext">
        <Probe />
      </ExtensionIdContext.Provider>,
    );
    expect(screen.getByTestId('own').textContent).toBe('Привет');
    expect(screen.getByTestId('shell').textContent).toBe('Открыть меню');
  });
});
