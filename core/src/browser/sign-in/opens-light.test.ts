import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../common/storage-keys.ts';
import { memoryStorage } from '../services/storage.ts';
import { fullAppActsOn } from './hand-over-triggers.ts';
import { opensLightSignIn } from './opens-light.ts';

const at = (url: string) => {
  const { pathname, search } = new URL(url, 'http://host');
  return { pathname, search };
};

describe('which first page a visit starts with (light sign-in or the full app)', () => {
  const signedOut = memoryStorage();

  it('the sign-in page, and the legacy /login, with no token remembered: the light page', () => {
    expect(opensLightSignIn(at('/osa-auth/login'), signedOut)).toBe(true);
    expect(opensLightSignIn(at('/login'), signedOut)).toBe(true);
    expect(opensLightSignIn(at('/osa-auth/login?returnTo=%2Fclass_list%3Fa%3D1'), signedOut)).toBe(true);
  });

  it('a remembered token: the full app checks it and moves on to the return path', () => {
    const remembered = memoryStorage({ [STORAGE_KEYS.token]: 'jwt' });
    expect(opensLightSignIn(at('/osa-auth/login'), remembered)).toBe(false);
    expect(opensLightSignIn(at('/login'), remembered)).toBe(false);
  });

  it('a jwtToken or ssoToken in the query signs in at once (shell §2 route entry flow): the full app', () => {
    expect(opensLightSignIn(at('/osa-auth/login?jwtToken=abc'), signedOut)).toBe(false);
    expect(opensLightSignIn(at('/login?returnTo=%2F&ssoToken=xyz'), signedOut)).toBe(false);
  });

  it('every other page, the other session pages included: the full app', () => {
    for (const path of [
      '/',
      '/welcome',
      '/osa-auth/register',
      '/osa-auth/password-reset',
      '/osa-auth/login/x',
      '/oidc-signin-callback',
    ]) {
      expect(opensLightSignIn(at(path), signedOut)).toBe(false);
    }
  });
});

describe('when the backend status makes the light page hand over (the full app would show a visitor something)', () => {
  it('a failed ping (limited-mode page) and YELLOW (the warning for everyone) hand over; GREEN and RED stay', () => {
    expect(fullAppActsOn('UNREACHABLE', '/osa-auth/login')).toBe(true);
    expect(fullAppActsOn('YELLOW', '/osa-auth/login')).toBe(true);
    expect(fullAppActsOn('GREEN', '/osa-auth/login')).toBe(false);
    // Under RED a visitor is neither sent away nor warned (spec shell.md §4: the warning is for admins).
    expect(fullAppActsOn('RED', '/login')).toBe(false);
  });
});
