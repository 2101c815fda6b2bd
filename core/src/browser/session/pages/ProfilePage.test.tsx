import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { STORAGE_KEYS } from '../../../common/storage-keys.ts';
import { fakeFetch, json } from '../../http/fake-fetch.ts';
import { createTestKernel } from '../../kernel/test-kernel.ts';
import { memoryStorage } from '../../services/storage.ts';
import { shellExtension } from '../../shell-extension.ts';
import { Shell } from '../../ui/Shell.tsx';
import { checkAuthReply, healthyBackend } from '../test-replies.ts';

afterEach(() => vi.unstubAllGlobals());

describe('the language on /user_profile', () => {
  it('a refused save says so in the interface’s language (shell.md §8: a heading, then the reason), not "Unexpected error"', async () => {
    fakeFetch({
      ...healthyBackend,
      'GET /api/auth/check-auth': () => json(checkAuthReply()),
      'POST /api/data': () => json({ error: 'the data source is read-only' }, 400),
    });
    window.history.replaceState(null, '', '/user_profile');
    const kernel = createTestKernel(memoryStorage({ [STORAGE_KEYS.token]: 'jwt', [STORAGE_KEYS.sessionId]: 'ds-7' }));
    kernel.host.install(shellExtension);
    render(<Shell kernel={kernel} />);
    fireEvent.click(await screen.findByRole('radio', { name: 'English' }, { timeout: 5000 }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Не удалось сохранить язык');
    expect(alert.textContent).not.toContain('Unexpected error');
    // The language went back to Russian: the save failed.
    expect((screen.getByRole('radio', { name: 'Русский' }) as HTMLInputElement).checked).toBe(true);
  });
});
