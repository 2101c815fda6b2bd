import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { CLASS, PROP } from '@ontobench/core/common';
import { EDU_ROLE } from '../../extensions/education/src/common/app/roles.ts';
import { EDU_CLASS } from '../../extensions/education/src/common/classes.ts';
import { DEMO_ACCOUNTS, apiSignIn, dataApi, expect, test } from './fixtures.ts';

/**
 * The education area's main-menu entries by role, in the real product (docs/education.md "Menu entries by
 * role"): the teachers' entries show under the `education.teaches` context key (`GET /api/edu/me`, the course
 * list's rule of domain.md §6), the others to every user of the area. The demo teacher holds `teacher` and
 * `author` on the demo courses; the demo student holds `student` only.
 */
const TEACHERS = [
  'education.menu.courses',
  'education.menu.units',
  'education.menu.flowCards',
  'education.menu.awaitingGrades',
  'education.menu.activeStudents',
];
const EVERYONES = [
  'education.menu.flows',
  'education.menu.rating',
  'education.menu.portfolio',
  'education.menu.analysisStudents',
];

/** Entries of workbench routes (tagged `onto`) a non-administrator of the main app sees. */
const WORKBENCH_ONLY = [
  'administration.menu.roles',
  'administration.menu.console',
  'imports.menu.csv',
  'imports.menu.docs',
  'collaboration.menu.tags',
];

/** Opens the start page and waits for the answer the teachers' entries follow; gives its `teaches`. */
async function openHome(page: Page): Promise<boolean> {
  const me = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/edu/me');
  await page.goto('/');
  const reply = await me;
  expect(reply.status()).toBe(200);
  return ((await reply.json()) as { teaches: boolean }).teaches;
}

const entry = (page: Page, id: string) =>
  page.getByRole('navigation', { name: 'Главное меню' }).locator(`[data-menu-id="${id}"]`);

test.describe('the demo student', () => {
  test.use({ account: 'student' });

  test("sees their own education entries and none of the teachers'", async ({ page, signedIn }) => {
    void signedIn;
    expect(await openHome(page)).toBe(false);
    for (const id of EVERYONES) await expect(entry(page, id)).toBeVisible();
    for (const id of TEACHERS) await expect(entry(page, id)).toHaveCount(0);
    // The workbench's entries whose routes the guard refuses them (shell.md §6: education mode reaches only
    // routes tagged edu; §2 names the ones that also appear there) are not offered either.
    for (const id of WORKBENCH_ONLY) await expect(entry(page, id)).toHaveCount(0);
    // Nor the teachers' top-bar count of work awaiting a mark.
    await expect(page.getByTestId('awaiting-counter')).toHaveCount(0);
    await page.goto('/settings/roles');
    await expect(page.getByTestId('access-denied')).toBeVisible();
  });
});

test.describe('the demo teacher', () => {
  test.use({ account: 'teacher' });

  test("sees the teachers' entries beside everyone's", async ({ page, signedIn }) => {
    void signedIn;
    expect(await openHome(page)).toBe(true);
    for (const id of [...TEACHERS, ...EVERYONES]) await expect(entry(page, id)).toBeVisible();
    await expect(page.getByTestId('awaiting-counter')).toBeVisible();
  });
});

test.describe('a user of the workbench (the main app)', () => {
  test.use({ account: 'user' });

  test('is offered the workbench entries the education app leaves out', async ({ page, signedIn }) => {
    void signedIn;
    await page.goto('/');
    for (const id of WORKBENCH_ONLY) await expect(entry(page, id)).toBeVisible();
  });
});

test.describe('a user made a course’s teacher while signed in', () => {
  test.use({ account: 'fresh' });

  test("gets the teachers' entries and counter without signing in again (core/context)", async ({
    page,
    request,
    signedIn,
  }) => {
    expect(await openHome(page)).toBe(false);
    await expect(entry(page, 'education.menu.courses')).toHaveCount(0);
    const check = await request.get('/api/auth/check-auth', { headers: { authorization: `Bearer ${signedIn.token}` } });
    const userId = ((await check.json()) as { user: { id: string } }).user.id;
    // An administrator makes them the teacher of a new course, through the data API.
    const admin = await dataApi(request, await apiSignIn(request, DEMO_ACCOUNTS.admin));
    const [course, assignment] = [randomUUID(), randomUUID()];
    const asked = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/edu/me');
    await admin({
      act: 'set_data',
      data: [
        { op: 'new', class: EDU_CLASS.Course, name: `Курс ${course.slice(0, 8)}`, inst: course },
        { op: 'new', class: CLASS.Assignment, name: 'teacher', inst: assignment },
        { op: 'upd', inst: assignment, prop: PROP.obj, val: course },
        { op: 'upd', inst: assignment, prop: PROP.user, val: userId },
        { op: 'upd', inst: assignment, prop: PROP.role, val: EDU_ROLE.teacher },
        { op: 'upd', inst: assignment, prop: PROP.roleCode, val: 'teacher' },
      ],
    });
    // The page asks again on the server's notice, with no reload, and shows what a teacher has.
    expect(((await (await asked).json()) as { teaches: boolean }).teaches).toBe(true);
    for (const id of TEACHERS) await expect(entry(page, id)).toBeVisible();
    await expect(page.getByTestId('awaiting-counter')).toBeVisible();
  });
});
