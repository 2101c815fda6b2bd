import { describe, expect, it } from 'vitest';
import { chromeKernel, renderWithKernel } from '../test-support.tsx';
import { WELCOME_ROUTE_ID, WELCOME_SETTING_ID } from './welcome-service.ts';
import { WelcomeRedirect } from './WelcomeRedirect.tsx';

function kernelWithWelcome() {
  const kernel = chromeKernel();
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
  kernel.points.settings.register({ id: WELCOME_SETTING_ID, labelKey: 'x', type: 'boolean', default: true }, 'home');
  return kernel;
}

describe('welcome redirect in the router', () => {
  it('replaces / with the welcome page for a signed-in user', () => {
    const { location } = renderWithKernel(kernelWithWelcome(), <WelcomeRedirect />, '/');
    expect(location.history.at(-1)).toBe('/welcome');
  });

  it('leaves / with a query alone', () => {
    const { location } = renderWithKernel(kernelWithWelcome(), <WelcomeRedirect />, '/?tab=2');
    expect(location.history.at(-1)).toBe('/?tab=2');
  });
});
