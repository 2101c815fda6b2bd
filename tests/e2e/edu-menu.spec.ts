import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

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
