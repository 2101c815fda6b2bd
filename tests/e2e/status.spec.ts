import { SHELL_CONSTANTS } from '../../core/src/common/constants.ts';
import { PROP } from '../../core/src/common/ontology/system-ontology.ts';
import { expect, test } from './fixtures.ts';
import {
  ADMIN_EMAIL,
  LIMITED_WARNING,
  POLL_WAIT,
  USER_EMAIL,
  apiCall,
  apiToken,
  controlledClock,
  nextPoll,
  pastNoticeTimeout,
  signIn,
  statusControlledServer,
} from './status/support.ts';

const STUDENT_EMAIL = 'student@ontobench.local';

/**
 * Backend status and maintenance mode (spec shell.md §4) against a real server. Both are global
 * states of a server, so this file runs on its own server (demo data, fresh database), started with
 * ONTOBENCH_STATUS_CONTROL=on so an administrator can force the backend status; the shared e2e server
 * never has that switch, and neither does production.
 */

test.describe.configure({ mode: 'serial' });

const server = statusControlledServer();

test('RED sends a user to limited mode and shows an admin the warning; GREEN brings the user back (shell §4)', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await controlledClock(page);
  await signIn(page, server.app.origin, USER_EMAIL);
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await controlledClock(adminPage);
  await signIn(adminPage, server.app.origin, ADMIN_EMAIL);

  await apiCall(request, server.app.origin, server.adminToken, 'PUT', '/api/app/status-control', { status: 'RED' });
  await nextPoll(page, adminPage);
  await expect(page).toHaveURL(`${server.app.origin}/limited-operation-mode`, { timeout: POLL_WAIT });
  await expect(page.getByTestId('limited-mode-page')).toContainText(LIMITED_WARNING);
  // The administrator keeps working, with the persistent warning in the message bar.
  const adminWarning = adminPage.getByTestId('message-bar').filter({ hasText: LIMITED_WARNING });
  await expect(adminWarning).toBeVisible({ timeout: POLL_WAIT });
  await expect(adminPage.getByTestId('welcome-page')).toBeVisible();

  await apiCall(request, server.app.origin, server.adminToken, 'PUT', '/api/app/status-control', { status: 'GREEN' });
  await nextPoll(page, adminPage);
  await expect(page).toHaveURL(`${server.app.origin}/welcome`, { timeout: POLL_WAIT });
  await expect(adminWarning).toBeHidden({ timeout: POLL_WAIT });
  await adminContext.close();
});

test('YELLOW warns a user persistently without sending them away (shell §4)', async ({ page, request }) => {
  test.setTimeout(60_000);
  await controlledClock(page);
  await signIn(page, server.app.origin, USER_EMAIL);
  await apiCall(request, server.app.origin, server.adminToken, 'PUT', '/api/app/status-control', { status: 'YELLOW' });
  await nextPoll(page);
  const warning = page.getByTestId('message-bar').filter({ hasText: LIMITED_WARNING });
  await expect(warning).toBeVisible({ timeout: POLL_WAIT });
  // Persistent: still there well past the default 4000 ms.
  await pastNoticeTimeout(page);
  await expect(warning).toBeVisible();
  await expect(page.getByTestId('welcome-page')).toBeVisible();
  await apiCall(request, server.app.origin, server.adminToken, 'PUT', '/api/app/status-control', { status: null });
  await nextPoll(page);
  await expect(warning).toBeHidden({ timeout: POLL_WAIT });
});

test('maintenance on sends a user to the maintenance page with the announcement; off brings them back (shell §4)', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const announcement = 'Плановые работы до 18:00';
  await controlledClock(page);
  await signIn(page, server.app.origin, USER_EMAIL);
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await controlledClock(adminPage);
  await signIn(adminPage, server.app.origin, ADMIN_EMAIL);

  await apiCall(request, server.app.origin, server.adminToken, 'PUT', '/api/app/maintenanceMode', {
    enabled: true,
    message: announcement,
  });
  await nextPoll(page, adminPage);
  await expect(page).toHaveURL(`${server.app.origin}/maintenance-mode`, { timeout: POLL_WAIT });
  await expect(page.getByTestId('maintenance-announcement')).toHaveText(announcement);
  // The administrator stays, and sees the warning with the announcement.
  await expect(
    adminPage.getByTestId('message-bar').filter({ hasText: `${LIMITED_WARNING} ${announcement}` }),
  ).toBeVisible({ timeout: POLL_WAIT });
  await expect(adminPage.getByTestId('welcome-page')).toBeVisible();
  // Opening a page again (a fresh load) still ends on the maintenance page.
  await page.goto(`${server.app.origin}/welcome`);
  await expect(page).toHaveURL(`${server.app.origin}/maintenance-mode`, { timeout: POLL_WAIT });

  await apiCall(request, server.app.origin, server.adminToken, 'PUT', '/api/app/maintenanceMode', { enabled: false });
  await nextPoll(page, adminPage);
  // Back where the user was.
  await expect(page).toHaveURL(`${server.app.origin}/welcome`, { timeout: POLL_WAIT });
  await expect(page.getByTestId('welcome-page')).toBeVisible();
  await expect(adminPage.getByTestId('message-bar').filter({ hasText: announcement })).toBeHidden({
    timeout: POLL_WAIT,
  });
  await adminContext.close();
});

test('the licence-expiry and account-deletion bars come from the user record (shell §2, §9)', async ({
  page,
  request,
}) => {
  const student = await apiToken(request, server.app.origin, STUDENT_EMAIL);
  const { user } = (await apiCall(request, server.app.origin, student, 'GET', '/api/auth/check-auth')) as {
    user: { id: string };
  };
  // An administrator records a licence that ends in 3 days and a deletion request made today.
  const day = (offset: number) => {
    const date = new Date();
    date.setDate(date.getDate() + offset);
    const pad = (n: number) => String(n).padStart(2, '0');
    return {
      iso: `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`,
      shown: `${pad(date.getDate())}.${pad(date.getMonth() + 1)}.${date.getFullYear()}`,
    };
  };
  const [dataSession] = (await apiCall(
    request,
    server.app.origin,
    server.adminToken,
    'GET',
    '/api/auth/osa-sessionid',
  )) as {
    res: string;
  }[];
  const { session } = JSON.parse(dataSession!.res) as { session: string };
  await apiCall(request, server.app.origin, server.adminToken, 'POST', '/api/data', {
    act: 'set_data',
    session,
    data: [
      { op: 'upd', inst: user.id, prop: PROP.licenseExpirationDate, val: day(3).iso },
      { op: 'upd', inst: user.id, prop: PROP.deleteAccountRequestDate, val: day(0).iso },
    ],
  });

  await signIn(page, server.app.origin, STUDENT_EMAIL, '/user_profile');
  await expect(page.getByTestId('licence-expiry-bar')).toHaveText(
    `Срок действия лицензии истекает ${day(3).shown} (осталось 3 дня).`,
  );
  // The server's default: deletion 3 days after the request.
  await expect(page.getByTestId('account-deletion-bar')).toHaveText(
    `Учётная запись будет удалена ${day(SHELL_CONSTANTS.userDeleteTimeoutDays).shown} по вашему запросу.`,
  );
});
