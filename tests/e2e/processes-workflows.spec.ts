import { randomUUID } from 'node:crypto';
import { DEMO_ACCOUNTS, apiSignIn, expect, secondBrowser, signInWithToken, test } from './fixtures.ts';
import { makeOntology } from './ontology-data.ts';

/**
 * Issue 19's e2e bar: publish THE DEMO PROCESS (the diagrams area's demo diagram «Согласование документа»,
 * code `document-review`), start an instance on an object, complete the user task as its assignee in a
 * second browser, see the instance finish and the approvals counter drop. The administrator publishes and
 * starts; the demo user (the demo diagram's reviewer) completes the review; the decision table
 * «Эскалация согласования» decides that a 5-page document needs no head's approval.
 */

/** The demo diagram as the publish dialog lists it (its name and version). */
const DEMO_DIAGRAM = 'Согласование документа (версия 1)';
const REVIEW_TASK = 'Рецензирование документа';

test.beforeEach(async ({ page }) => {
  await page.route('**/favicon.ico', (route) => route.fulfill({ status: 204 }));
});

test('publish the demo process, start on an object, the assignee completes the task elsewhere, the instance finishes', async ({
  page,
  browser,
  baseURL,
  signedIn,
}) => {
  test.slow();
  const tag = randomUUID().slice(0, 6);
  const { names } = await makeOntology(page.request, signedIn.token, false, tag);

  // The assignee's browser first: the counter before the task exists.
  const assignee = await secondBrowser(browser, baseURL!);
  await signInWithToken(assignee.page, await apiSignIn(assignee.page.request, DEMO_ACCOUNTS.user));
  await assignee.page.goto('/userTasks');
  await expect(assignee.page.getByTestId('tasks-page')).toBeVisible();
  await expect(assignee.page.getByTestId('approvals-counter')).toBeVisible();
  const before = Number(
    (await assignee.page
      .getByTestId('approvals-count')
      .textContent({ timeout: 2000 })
      .catch(() => '')) || 0,
  );

  // Publish.
  await page.goto('/workflows');
  await page.getByTestId('workflow-publish').click();
  await page.getByTestId('workflow-publish-name').fill(`Согласование ${tag}`);
  await page.getByTestId('workflow-publish-diagram').selectOption({ label: DEMO_DIAGRAM });
  await page.getByRole('combobox', { name: 'Тип объекта контекста' }).fill(names.cls);
  await page.getByRole('option', { name: names.cls }).click();
  await page.getByTestId('workflow-publish-submit').click();
  await expect(page).toHaveURL(/\/workflows\/[^/]+$/);
  await expect(page.getByTestId('workflow-fields')).toContainText(names.cls);

  // Start on an object, with input variables.
  await page.getByTestId('workflow-start').click();
  await page.getByRole('combobox', { name: `Объект (${names.cls})` }).fill(names.a);
  await page.getByRole('option', { name: names.a }).click();
  // Five pages: the decision table says no escalation, so the approval ends the process.
  await page.getByTestId('workflow-start-vars').fill('{\n  "pages": 5\n}');
  await page.getByTestId('workflow-start-submit').click();
  await expect(page).toHaveURL(/\/workflowInstances\/[^/]+$/);
  const fields = page.getByTestId('instance-fields');
  await expect(fields).toContainText(names.a);
  await expect(fields).toContainText(/Дата начала\d{4}-\d\d-\d\d \d\d:\d\d:\d\d/);
  await expect(page.getByTestId('instance-diagram')).toHaveAttribute('data-state', 'ready');
  const instanceUrl = page.url();

  // The assignee sees the task live, with the counter up by one, and completes it.
  await expect(assignee.page.getByTestId('approvals-count')).toHaveText(String(before + 1), { timeout: 60_000 });
  // The demo user has the seeded instance's review too: this one is on our object.
  const row = assignee.page.getByTestId('task-row').filter({ hasText: REVIEW_TASK }).filter({ hasText: names.a });
  await expect(row).toBeVisible({ timeout: 30_000 });
  await row.getByTestId('task-complete').click();
  await assignee.page.getByLabel('Согласовать').check();
  await assignee.page.getByTestId('task-complete-comment').fill('Без замечаний');
  await assignee.page.getByTestId('task-complete-submit').click();
  await expect(row).toHaveCount(0);
  await expect
    .poll(
      async () =>
        Number(
          (await assignee.page.getByTestId('approvals-count').count())
            ? await assignee.page.getByTestId('approvals-count').textContent()
            : 0,
        ),
      { timeout: 30_000 },
    )
    .toBe(before);
  expect(assignee.errors).toEqual([]);
  await assignee.context.close();

  // The instance finishes.
  await expect
    .poll(
      async () => {
        await page.goto(instanceUrl);
        return page.getByTestId('instance-state').textContent();
      },
      { timeout: 30_000, intervals: [1000, 2000, 3000] },
    )
    .toBe('Завершён');
  await expect(page.getByTestId('instance-fields')).toContainText(/Дата окончания\d{4}-\d\d-\d\d \d\d:\d\d:\d\d/);
  await expect(page.getByTestId('instance-step').filter({ hasText: REVIEW_TASK })).toBeVisible();
  // The escalation was asked (the decision table's service task ran) and the process ended as approved.
  await expect(page.getByTestId('instance-step').filter({ hasText: 'Нужна ли эскалация' })).toBeVisible();
  await expect(page.getByTestId('instance-step').filter({ hasText: 'Документ согласован' })).toBeVisible();
  await expect(page.getByTestId('instance-step').filter({ hasText: 'Согласование руководителем' })).toHaveCount(0);
});
