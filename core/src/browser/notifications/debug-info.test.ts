import { describe, expect, it } from 'vitest';
import { testUser } from '../status/test-fakes.ts';
import { debugInfo } from './debug-info.ts';

describe('debug info of an error report (spec shell.md §8)', () => {
  it('holds URL, user id, admin and beta flags, tab session, versions, plugins, screen and user agent', () => {
    const info = debugInfo({
      session: { user: testUser({ isAdmin: true, isBetaTester: true }), tabSessionId: 'tab-7' },
      appVersion: '3.1.0-alpha',
      frontendVersion: '0.1.0',
      backendVersion: '0.2.0',
      plugins: [{ id: 'home', version: '1.0.0' }],
      location: { href: 'http://host/docs?x=1' },
      screen: { width: 1920, height: 1080 },
      userAgent: 'UA',
    });
    expect(info).toEqual({
      url: 'http://host/docs?x=1',
      userId: '00000000-0000-4000-8000-000000000001',
      isAdmin: true,
      isBetaTester: true,
      tabSessionId: 'tab-7',
      versions: { app: '3.1.0-alpha', frontend: '0.1.0', backend: '0.2.0' },
      plugins: ['home@1.0.0'],
      screen: '1920x1080',
      userAgent: 'UA',
    });
  });

  it('works before anyone signed in', () => {
    const info = debugInfo({
      session: undefined,
      appVersion: 'a',
      frontendVersion: 'f',
      backendVersion: undefined,
      plugins: [],
      location: { href: 'http://host/' },
      screen: undefined,
      userAgent: 'UA',
    });
    expect(info).toMatchObject({
      userId: null,
      isAdmin: false,
      isBetaTester: false,
      tabSessionId: null,
      screen: 'unknown',
    });
    expect(info.versions.backend).toBeNull();
  });
});
