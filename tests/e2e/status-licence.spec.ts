import { expect, test } from './fixtures.ts';
import { freePort, startAppServer, type AppServer } from './oidc/app-server.ts';
import { controlledClock, pastNoticeTimeout } from './status/support.ts';

/**
 * The licence user limit (spec shell.md §4, §8): every reply carries the encrypted debug-id header; when
 * it says the limit is exceeded, a persistent notice asks to contact support. A server of its own,
 * licensed for one user, with no demo data; two people register.
 */

const NOTICE = 'Превышено количество пользователей, доступное по лицензии. Обратитесь в службу технической поддержки.';
const PASSWORD = 'Ontobench-licence-1';
/** The server counts users at most every 30 s (core/src/node/status/licence.ts), then a ping carries it. */
const COUNT_WAIT = 60_000;

let app: AppServer;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  app = await startAppServer(await freePort(), { ONTOBENCH_LICENSE_USERS: '1' });
});

test.afterAll(async () => {
  await app?.stop();
});

test('more users than the licence allows: a persistent notice with no timeout (shell §4, §8)', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const people = [
    { email: 'first@licence.test', fullName: 'Первова Анна Сергеевна' },
    { email: 'second@licence.test', fullName: 'Второв Пётр Ильич' },
  ];
  for (const person of people) {
    const reply = await request.post(`${app.origin}/api/auth/register`, { data: { ...person, password: PASSWORD } });
    expect(reply.status(), await reply.text()).toBe(201);
  }
  await controlledClock(page);
  await page.goto(`${app.origin}/osa-auth/login`);
  await page.getByLabel('E-mail').fill(people[0]!.email);
  await page.getByLabel('Пароль').fill(PASSWORD);
  await page.getByRole('button', { name: 'Войти', exact: true }).click();
  await expect(page.getByRole('button', { name: /^Пользователь:/ })).toBeVisible();

  const notice = page.getByTestId('message-bar').filter({ hasText: NOTICE });
  await expect(notice).toBeVisible({ timeout: COUNT_WAIT });
  // Persistent: no timeout, and no refresh button (refreshing does not help).
  await pastNoticeTimeout(page);
  await expect(notice).toBeVisible();
  await expect(notice.getByRole('button', { name: 'Обновить' })).toHaveCount(0);
});
