import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { chromeKernel, renderWithKernel } from '../chrome/test-support.tsx';
import { AppLink } from './AppLink.tsx';

afterEach(cleanup);

describe('AppLink', () => {
  it('is a real link in the theme’s look that navigates inside the app', () => {
    const { location } = renderWithKernel(
      chromeKernel(),
      <AppLink href="/docs/view/42" data-testid="to-doc">
        Открыть документ
      </AppLink>,
    );
    const link = screen.getByRole('link', { name: 'Открыть документ' });
    expect(link.getAttribute('href')).toBe('/docs/view/42');
    expect(link.className).toContain('fui-Link');
    expect(link.dataset.testid).toBe('to-doc');
    fireEvent.click(link);
    expect(location.history).toEqual(['/', '/docs/view/42']);
  });
});
