import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, serverMessageKey, tooManyAttempts } from '../../common/auth.ts';
import { createI18n, createI18nReady } from './create-i18n.ts';

describe("the server's sign-in texts in the interface's language", () => {
  it('recognises every auth message, and the Russian text is the server text itself', () => {
    const ru = createI18n('ru');
    for (const [key, text] of Object.entries(AUTH_MESSAGES)) {
      expect(serverMessageKey(text)).toEqual({ key });
      expect(ru.t(`session.server.${key}`)).toBe(text);
    }
  });

  it('has an English text for each, the spec English ones unchanged (shell.md §8)', async () => {
    const en = await createI18nReady('en');
    expect(en.t('session.server.wrongCredentials')).toBe('Wrong e-mail or password');
    expect(en.t('session.server.notSignedIn')).toBe('Please sign in');
    expect(en.t('session.server.ssoFailed')).toBe('Could not authorize by SSO token');
    for (const key of Object.keys(AUTH_MESSAGES)) expect(en.t(`session.server.${key}`)).not.toMatch(/[а-яё]/i);
  });

  it('reads the wait out of a 429 and keeps it in either language', async () => {
    const known = serverMessageKey(tooManyAttempts(900));
    expect(known).toEqual({ key: 'tooManyAttempts', seconds: 900 });
    expect(createI18n('ru').t('session.server.tooManyAttempts', { seconds: 900 })).toBe(tooManyAttempts(900));
    expect((await createI18nReady('en')).t('session.server.tooManyAttempts', { seconds: 900 })).toBe(
      'Too many attempts. Try again in 900 s.',
    );
  });

  it('leaves a text it does not know alone', () => {
    expect(serverMessageKey('password must be a string')).toBeNull();
  });
});
