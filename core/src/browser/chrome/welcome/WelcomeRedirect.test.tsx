import { describe, expect, it } from 'vitest';
import { act } from '@testing-library/react';
import { PROP } from '../../../common/ontology/system-ontology.ts';
import { chromeKernel, fakeData, renderWithKernel } from '../test-support.tsx';
import { WELCOME_ROUTE_ID, WELCOME_SETTING_ID } from './welcome-service.ts';
import { WelcomeRedirect } from './WelcomeRedirect.tsx';

function kernelWithWelcome(stored = '{"welcome.openOnStart":true}') {
  const { client } = fakeData(() => ({
    rows: [{ row: 0, inst: 's', prop: PROP.json, val: stored, cap: null }],
    count_rows: 1,
  }));
  const kernel = chromeKernel({ data: client });
  kernel.points.routes.register(
    {
      id: WELCOME_ROUTE_ID,
      path: '/welcome',
      layout: 'main',
      requiresAuth: true,
      app: 'onto',
      page: async () => ({ default: () => null }),
    },
    'home',
  );
  kernel.points.settings.register({ id: WELCOME_SETTING_ID, labelKey: 'x', type: 'boolean', default: false }, 'home');
  return kernel;
}

describe('welcome redirect in the router', () => {
  it('replaces / with the welcome page once the user’s settings enable it', async () => {
    const { location } = renderWithKernel(kernelWithWelcome(), <WelcomeRedirect />, '/');
    await act(async () => {});
    expect(location.history.at(-1)).toBe('/welcome');
  });

  it('stays on / when the settings do not enable it', async () => {
    const { location } = renderWithKernel(kernelWithWelcome('{}'), <WelcomeRedirect />, '/');
    await act(async () => {});
    expect(location.history).toEqual(['/']);
  });
});
