import { act, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithKernel } from '../chrome/test-support.tsx';
import { fakeFetch, json, type FakeCall } from '../http/fake-fetch.ts';
import { CORE_TOKENS } from '../kernel/core-tokens.ts';
import { defineExtension } from '../kernel/extension.ts';
import { createTestKernel } from '../kernel/test-kernel.ts';
import { checkAuthReply, dataSession } from '../session/test-replies.ts';
import { MainMenu } from './MainMenu.tsx';
import { REALTIME_TOKEN } from '../services/realtime-service.ts';
import { realtimeFake } from '../testing/realtime-fake.ts';

const page = async () => ({ default: () => null });
const entry = (id: string, order: number, when?: string) => ({
  id,
  group: 'g',
  icon: 'home',
  order,
  labelKey: 'label',
  route: '/area',
  ...(when ? { when } : {}),
});

/**
 * An area with an entry for everybody and four under `when`: a key that holds for the teacher only (asked
 * of the server with the signed-in HTTP client), one no one declares, one that answers false and one that
 * fails.
 */
const area = defineExtension({
  id: 'area',
  version: '1.0.0',
  contributes: {
    routes: [{ id: 'area.home', path: '/area', layout: 'main', requiresAuth: true, app: 'both', page }],
    menus: [
      entry('m.open', 1),
      entry('m.teach', 2, 'area.teaches'),
      entry('m.unknown', 3, 'area.nobodyDeclares'),
      entry('m.false', 4, 'area.no'),
      entry('m.broken', 5, 'area.broken'),
    ],
    contextKeys: [
      {
        id: 'area.teaches',
        evaluate: async ({ http }) =>
          ((await (await http.request('/api/area/me')).json()) as { teaches: boolean }).teaches,
      },
      { id: 'area.no', evaluate: async () => false },
      { id: 'area.broken', evaluate: () => Promise.reject(new Error('the server is down')) },
    ],
    translations: { ru: { label: 'Пункт' }, en: { label: 'Entry' } },
  },
});

const TEACHER = { id: '22222222-2222-4222-8222-222222222222', name: 'Учитель', email: 't@example.org' };
const STUDENT = { id: '33333333-3333-4333-8333-333333333333', name: 'Студент', email: 's@example.org' };

/**
 * A server where `jwt-teacher` is the teacher (teaches) and any other token the student (does not), unless
 * `promoted.student` says the student was made a teacher meanwhile.
 */
function server(slowTeacher?: Promise<void>, promoted = { student: false }) {
  const who = (call: FakeCall) => (call.headers.get('authorization') === 'Bearer jwt-teacher' ? TEACHER : STUDENT);
  return fakeFetch({
    'GET /api/auth/check-auth': (call) => json(checkAuthReply({ user: who(call) })),
    'GET /api/auth/osa-sessionid': () => dataSession(),
    'POST /api/auth/logout': () => new Response(null, { status: 204 }),
    'GET /api/area/me': async (call) => {
      const teaches = who(call) === TEACHER || promoted.student;
      if (teaches) await slowTeacher;
      return json({ teaches });
    },
  });
}

function start() {
  const kernel = createTestKernel();
  const realtime = realtimeFake();
  kernel.container.rebind(REALTIME_TOKEN).toConstantValue(realtime.service);
  kernel.host.install(area);
  renderWithKernel(kernel, <MainMenu />);
  const session = kernel.container.get(CORE_TOKENS.Session);
  const keys = kernel.container.get(CORE_TOKENS.ContextKeys);
  const menu = () => [...document.querySelectorAll('[data-menu-id]')].map((e) => e.getAttribute('data-menu-id'));
  return { kernel, session, keys, menu, realtime };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('menu entries under a context key (`when`)', () => {
  it('a key true for the signed-in user shows its entry; unknown, false and failed keys hide theirs', async () => {
    const { calls } = server();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { session, keys, menu } = start();
    expect(keys.isTrue('area.teaches')).toBe(false);
    await act(() => session.signIn('jwt-teacher'));
    await waitFor(() => expect(menu()).toEqual(['m.open', 'm.teach']));
    expect(calls.find((c) => c.path === '/api/area/me')!.headers.get('authorization')).toBe('Bearer jwt-teacher');
    expect([keys.isTrue('area.teaches'), keys.isTrue('area.no'), keys.isTrue('area.broken')]).toEqual([
      true,
      false,
      false,
    ]);
    expect(warn).toHaveBeenCalledWith('context key area.broken was not evaluated', expect.any(Error));
  });

  it('another user starts from false and is asked again; sign-out clears every key', async () => {
    const { calls } = server();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { session, keys, menu } = start();
    await act(() => session.signIn('jwt-teacher'));
    await waitFor(() => expect(menu()).toContain('m.teach'));
    await act(() => session.signIn('jwt-student'));
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/area/me')).toHaveLength(2));
    await act(() => new Promise((r) => setTimeout(r, 20)));
    expect(menu()).toEqual(['m.open']);
    expect(keys.isTrue('area.teaches')).toBe(false);

    await act(() => session.signIn('jwt-teacher'));
    await waitFor(() => expect(keys.isTrue('area.teaches')).toBe(true));
    await act(() => session.signOut());
    expect(keys.isTrue('area.teaches')).toBe(false);
    expect(menu()).toEqual([]);
  });

  it('a notice on core/context or a reconnect asks every key again: a student made a teacher gets the entry', async () => {
    const promoted = { student: false };
    const { calls } = server(undefined, promoted);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { session, keys, menu, realtime } = start();
    await act(() => session.signIn('jwt-student'));
    const asked = () => calls.filter((c) => c.path === '/api/area/me').length;
    await waitFor(() => expect(asked()).toBe(1));
    expect(menu()).toEqual(['m.open']);
    promoted.student = true;
    act(() => realtime.send('core/context', {}));
    await waitFor(() => expect(menu()).toEqual(['m.open', 'm.teach']));
    expect(asked()).toBe(2);
    // Taken back: the next reconnect finds it out; until the answer the entry stays (no flicker).
    promoted.student = false;
    act(() => realtime.reconnect());
    expect(keys.isTrue('area.teaches')).toBe(true);
    await waitFor(() => expect(menu()).toEqual(['m.open']));
    expect(asked()).toBe(3);
    // Signed out, a notice asks nothing.
    await act(() => session.signOut());
    act(() => realtime.send('core/context', {}));
    await act(() => new Promise((r) => setTimeout(r, 20)));
    expect(asked()).toBe(3);
  });

  it('an answer that arrives after its user left is dropped: it never shows the next user the entry', async () => {
    let release = () => {};
    server(new Promise<void>((r) => (release = r)));
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { session, keys, menu } = start();
    await act(() => session.signIn('jwt-teacher'));
    await act(() => session.signIn('jwt-student'));
    release();
    await act(() => new Promise((r) => setTimeout(r, 20)));
    expect(keys.isTrue('area.teaches')).toBe(false);
    expect(menu()).toEqual(['m.open']);
  });

  it("a key is named after its extension: another's name is refused at registration", () => {
    const kernel = createTestKernel();
    const foreign = defineExtension({
      id: 'other',
      version: '1.0.0',
      contributes: { contextKeys: [{ id: 'education.teaches', evaluate: async () => true }] },
    });
    expect(() => kernel.host.install(foreign)).toThrow('contextKeys: "education.teaches" must start with "other."');
    expect(kernel.points.contextKeys.all).toEqual([]);
  });
});
