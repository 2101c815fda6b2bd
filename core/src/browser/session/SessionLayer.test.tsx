import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render } from '@testing-library/react';
import { STORAGE_KEYS } from '../../common/storage-keys.ts';
import { fakeFetch, json } from '../http/fake-fetch.ts';
import { CORE_TOKENS } from '../kernel/core-tokens.ts';
import { createTestKernel } from '../kernel/test-kernel.ts';
import { ContainerProvider } from '../ui/kernel-context.tsx';
import { SessionLayer } from './SessionLayer.tsx';
import { checkAuthReply, dataSession } from './test-replies.ts';

afterEach(() => vi.unstubAllGlobals());

function storageEvent(key: string | null, newValue: string | null) {
  act(() => window.dispatchEvent(new StorageEvent('storage', { key, newValue })));
}

describe('session layer: tabs of one browser stay in step', () => {
  it('signing out in another tab signs this one out; signing in there signs in here', async () => {
    const { calls } = fakeFetch({
      'GET /api/auth/check-auth': () => json(checkAuthReply()),
      'GET /api/auth/osa-sessionid': () => dataSession(),
      'POST /api/auth/logout': () => new Response(null, { status: 204 }),
    });
    const kernel = createTestKernel();
    const session = kernel.container.get(CORE_TOKENS.Session);
    await session.signIn('jwt-1');
    render(
      <ContainerProvider container={kernel.container}>
        <SessionLayer />
      </ContainerProvider>,
    );
    storageEvent('unrelated', 'x');
    expect(session.status).toBe('signed-in');
    storageEvent(STORAGE_KEYS.token, null);
    await vi.waitFor(() => expect(session.status).toBe('signed-out'));
    storageEvent(STORAGE_KEYS.token, 'jwt-2');
    await vi.waitFor(() => expect(session.status).toBe('signed-in'));
    expect(session.token).toBe('jwt-2');
    expect(calls.at(-2)!.headers.get('authorization')).toBe('Bearer jwt-2');
  });
});
