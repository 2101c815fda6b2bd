import { randomUUID } from 'node:crypto';
import { expect, test } from './fixtures.ts';

/**
 * Issue 19 item 6 in the real product: a user of the test's own creates a scheduler task on `/scheduler`
 * (domain.md §3: name, queue, cron, active, payload), is refused a malformed cron in Russian, runs the task
 * now and reads the run's output in its history; the page at 800 px has no sideways scroll.
 */
test.use({ account: 'fresh', viewport: { width: 1280, height: 900 } });

test('create a task, a bad cron is refused, run it now, the history shows its output', async ({ page, signedIn }) => {
  void signedIn;
  const name = `Пульс ${randomUUID().slice(0, 6)}`;
  await page.goto('/scheduler');
  await expect(page.getByTestId('scheduler-list-empty')).toContainText('Создайте задачу');

  await page.getByTestId('scheduler-create').click();
  const dialog = page.getByTestId('scheduler-dialog');
  await dialog.getByTestId('scheduler-name').fill(name);
  await expect(dialog.getByTestId('scheduler-queue')).toHaveValue('heartbeat');
  await dialog.getByTestId('scheduler-cron').fill('каждые 5 минут');
  await page.getByTestId('scheduler-dialog-submit').click();
  await expect(dialog).toContainText('должно состоять из 5 полей');
  await dialog.getByTestId('scheduler-cron').fill('*/5 * * * *');
  await expect(dialog).toContainText('Ближайшие запуски');
  await dialog.getByTestId('scheduler-payload').fill('из e2e');
  await dialog.getByTestId('scheduler-cron').press('Enter');
  await expect(dialog).toBeHidden();

  const row = page.getByTestId('scheduler-row').filter({ hasText: name });
  await expect(row.getByTestId('scheduler-active')).toHaveText('Активно');
  await expect(row).toContainText('следующий запуск');
  await expect(row).toContainText('ещё не запускалась');

  await row.getByTestId('scheduler-run').click();
  const runs = page.getByTestId('scheduler-runs');
  await expect(runs).toContainText(`История запусков: ${name}`);
  await expect(runs.getByTestId('scheduler-run-output')).toContainText('"note": "из e2e"', { timeout: 20_000 });
  await expect(runs).toContainText('выполнена');
  await page.keyboard.press('Escape');
  await expect(runs).toBeHidden();

  // The name opens the task for a change: not active is shown as «Не активно».
  await row.getByRole('link', { name: `Изменить «${name}»` }).click();
  await page.getByTestId('scheduler-active-switch').click();
  await page.getByTestId('scheduler-dialog-submit').click();
  await expect(row.getByTestId('scheduler-active')).toHaveText('Не активно');
  await expect(row).toContainText('не запланирована');

  await page.setViewportSize({ width: 800, height: 800 });
  await expect(row).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(800);
});
