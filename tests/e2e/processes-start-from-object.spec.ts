import { randomUUID } from 'node:crypto';
import { DIAGRAM_API } from '../../extensions/diagrams/src/common/api.ts';
import { WORKFLOWS_API } from '../../extensions/processes/src/common/workflows/api.ts';
import { DEMO_ACCOUNTS, expect, test } from './fixtures.ts';
import { makeOntology } from './ontology-data.ts';
import { oneTaskProcess } from './processes-bpmn.ts';

/**
 * Issue 19 item 1, from the object's side: on a term's card and in the fact explorer a toolbar button
 * starts a workflow on the object shown — the workflows of its class to choose from, the object fixed —
 * and the instance opens. An object no workflow runs on gets the words and a link to the list.
 */

/** An executable process: start, a user task for the administrator, end. */
const bpmn = (tag: string) =>
  oneTaskProcess(
    `Check_${tag}`,
    { process: `Проверка ${tag}`, start: 'Начало', task: `Проверить ${tag}`, end: 'Конец' },
    DEMO_ACCOUNTS.admin,
  );

test.beforeEach(async ({ page }) => {
  await page.route('**/favicon.ico', (route) => route.fulfill({ status: 204 }));
});

test('a term’s card and the fact explorer start a workflow on their object; the instance opens', async ({
  page,
  signedIn,
}) => {
  test.slow();
  const tag = randomUUID().slice(0, 6);
  const { ids, names } = await makeOntology(page.request, signedIn.token, false, tag);
  const post = async (path: string, data: unknown) => {
    const reply = await page.request.post(`/api/${path}`, {
      headers: { authorization: `Bearer ${signedIn.token}` },
      data,
    });
    expect(reply.ok(), await reply.text()).toBe(true);
    return ((await reply.json()) as { id: string }).id;
  };
  const diagramId = await post(DIAGRAM_API.list, { name: `Проверка ${tag}`, xml: bpmn(tag) });
  for (const name of [`Проверка ${tag}`, `Повторная проверка ${tag}`])
    await post(WORKFLOWS_API.workflows, { name, diagramId, contextClassId: ids.cls });

  // The term's card: the button, the workflows of the object's class, the object fixed.
  await page.goto(`/termin/${ids.a}`);
  await expect(page.getByTestId('term-page')).toBeVisible();
  await page.locator('[data-toolbar-id="processes.toolbar.startOn.ontology.termin"]').click();
  const dialog = page.getByTestId('workflow-start-dialog');
  await expect(dialog).toContainText(`Запустить процесс на объекте «${names.a}»`);
  await expect(page.getByTestId('workflow-start-fixed-object')).toHaveValue(names.a);
  const choice = page.getByTestId('workflow-start-workflow');
  // The list's order (newest first), both workflows of the class.
  await expect(choice.locator('option')).toHaveCount(2);
  expect((await choice.locator('option').allTextContents()).sort()).toEqual(
    [`Повторная проверка ${tag}`, `Проверка ${tag}`].sort(),
  );
  await choice.selectOption({ label: `Повторная проверка ${tag}` });
  await page.getByTestId('workflow-start-vars').fill('{\n  "срочно": true\n}');
  await page.getByTestId('workflow-start-submit').click();
  await expect(page).toHaveURL(/\/workflowInstances\/[^/]+$/);
  await expect(page.getByTestId('instance-fields')).toContainText(names.a);
  await expect(page.getByTestId('instance-fields')).toContainText(`Повторная проверка ${tag}`);

  // The fact explorer (its own layout): the same button, on the individual it shows.
  await page.goto('/fact-explorer');
  await expect(page.getByTestId('fact-explorer')).toBeVisible();
  await expect(page.locator('[data-toolbar-id^="processes.toolbar.startOn"]')).toHaveCount(0);
  await page.goto(`/fact-explorer/${ids.b}`);
  await expect(page.getByTestId('facts-current')).toHaveText(names.b);
  await page.locator('[data-toolbar-id="processes.toolbar.startOn.ontology.factExplorer"]').click();
  await expect(page.getByTestId('workflow-start-dialog')).toContainText(`«${names.b}»`);
  await page.getByTestId('workflow-start-submit').click();
  await expect(page).toHaveURL(/\/workflowInstances\/[^/]+$/);
  await expect(page.getByTestId('instance-fields')).toContainText(names.b);

  // A class's own card: no workflow runs on classes — said in words, with the way to the list.
  await page.goto(`/termin/${ids.lone}`);
  await expect(page.getByTestId('term-page')).toBeVisible();
  await page.locator('[data-toolbar-id="processes.toolbar.startOn.ontology.termin"]').click();
  await expect(page.getByTestId('workflow-start-none')).toContainText(
    'Для объектов этого класса нет опубликованных бизнес-процессов',
  );
  await page.getByTestId('workflow-start-none-link').click();
  await expect(page).toHaveURL(/\/workflows$/);
  await expect(page.getByTestId('workflows-page')).toBeVisible();
});
