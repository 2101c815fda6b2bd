import { describe, expect, it, vi } from 'vitest';
import { CORE_TOKENS } from '../kernel/core-tokens.ts';
import { createTestKernel } from '../kernel/test-kernel.ts';
import { checkSignInEarly } from './early-start.ts';

function kernelWithSession() {
  const kernel = createTestKernel();
  const start = vi.spyOn(kernel.container.get(CORE_TOKENS.Session), 'start').mockResolvedValue();
  return { kernel, start };
}

describe('the remembered sign-in is checked as the app starts', () => {
  it('on an ordinary page, before any route is there', () => {
    const { kernel, start } = kernelWithSession();
    expect(checkSignInEarly(kernel, { pathname: '/diagram/42', search: '?x=1' })).toBe(true);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('not on a public page: user info is not loaded there (spec shell.md §2 "Public")', () => {
    const { kernel, start } = kernelWithSession();
    expect(checkSignInEarly(kernel, { pathname: '/public/doc/42', search: '' })).toBe(false);
    expect(start).not.toHaveBeenCalled();
  });

  it('not when the address carries a token to sign in with (the route guard signs in with it)', () => {
    const { kernel, start } = kernelWithSession();
    expect(checkSignInEarly(kernel, { pathname: '/', search: '?jwtToken=abc' })).toBe(false);
    expect(checkSignInEarly(kernel, { pathname: '/', search: '?ssoToken=abc' })).toBe(false);
    expect(start).not.toHaveBeenCalled();
  });
});
