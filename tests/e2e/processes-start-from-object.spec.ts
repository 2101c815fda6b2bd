import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import type { GetDataReply } from '../../core/src/common/data-api.ts';
import { instanceRows } from '../../core/src/common/instance-rows.ts';
import { DIAGRAM_API } from '../../extensions/diagrams/src/common/api.ts';
import { WORKFLOWS_API, type WorkflowSummary } from '../../extensions/processes/src/common/workflows/api.ts';
import { DEMO_ACCOUNTS, dataCall, expect, test } from './fixtures.ts';
import { makeOntology } from './ontology-data.ts';
import { oneTaskProcess } from './processes-bpmn.ts';

/**
 * Issue 19 item 1, from the object's side: on a term's card, in the fact explorer and on the home area's
 * card of any object (`/object/:class/:id`) a toolbar button starts a workflow on the object shown — the
 * workflows of its class to choose from, the object fixed — and the instance opens. An object no workflow
 * runs on gets the words and a link to the list.
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

/** Posts to `/api/<path>` as the token's user and answers the new object's id (a refusal fails the test). */
async function postId(request: APIRequestContext, token: string, path: string, data: unknown): Promise<string> {
  const reply = await request.post(`/api/${path}`, { headers: { authorization: `Bearer ${token}` }, data });
  expect(reply.ok(), await reply.text()).toBe(true);
  return ((await reply.json()) as { id: string }).id;
}

test('a term’s card and the fact explorer start a workflow on their object; the instance opens', async ({
  page,
  signedIn,
}) => {
  test.slow();
  const tag = randomUUID().slice(0, 6);
  const { ids, names } = await makeOntology(page.request, signedIn.token, false, tag);
  const post = (path: string, data: unknown) => postId(page.request, signedIn.token, path, data);
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

test('the home area’s object page of a demo object starts a workflow; the instance opens', async ({
  page,
  signedIn,
}) => {
  test.slow();
  const tag = randomUUID().slice(0, 6);
  // The demo: the workflow «Согласование документа» runs on the class «Документ на согласование», whose
  // one document is «Регламент согласования договоров» (processes node/workflows/demo.ts).
  const listed = await page.request.get(`/api/${WORKFLOWS_API.workflows}`, {
    headers: { authorization: `Bearer ${signedIn.token}` },
  });
  expect(listed.ok(), await listed.text()).toBe(true);
  const demo = ((await listed.json()) as { workflows: WorkflowSummary[] }).workflows.find(
    (w) => w.name === 'Согласование документа' && w.contextClass.name === 'Документ на согласование',
  );
  expect(demo, 'the demo review workflow').toBeTruthy();
  const cls = demo!.contextClass.id;
  const documents = instanceRows(
    (await dataCall(page.request, signedIn.token, { act: 'get_data', class: cls, limit: 50 })) as GetDataReply,
  );
  const doc = documents.find((d) => d.name === 'Регламент согласования договоров');
  expect(doc, 'the demo document').toBeTruthy();

  // A workflow of the test's own on the same class, whose one task is the administrator's: the demo
  // review's task would go to the demo user, whose approvals counter another test counts meanwhile.
  const diagramId = await postId(page.request, signedIn.token, DIAGRAM_API.list, {
    name: `Проверка ${tag}`,
    xml: bpmn(tag),
  });
  const own = `Проверка документа ${tag}`;
  await postId(page.request, signedIn.token, WORKFLOWS_API.workflows, { name: own, diagramId, contextClassId: cls });

  // The home area's card of the document: the button, the workflows of its class, the document fixed.
  await page.goto(`/object/${cls}/${doc!.id}`);
  await expect(page.getByTestId('object-page')).toContainText(doc!.name);
  await page.locator('[data-toolbar-id="processes.toolbar.startOn.object"]').click();
  await expect(page.getByTestId('workflow-start-dialog')).toContainText(`Запустить процесс на объекте «${doc!.name}»`);
  await expect(page.getByTestId('workflow-start-fixed-object')).toHaveValue(doc!.name);
  const options = await page.getByTestId('workflow-start-workflow').locator('option').allTextContents();
  expect(options).toContain('Согласование документа');
  expect(options).toContain(own);
  await page.getByTestId('workflow-start-workflow').selectOption({ label: own });
  await page.getByTestId('workflow-start-submit').click();

  // The instance opens: on the demo document, of the chosen workflow, waiting on its task.
  await expect(page).toHaveURL(/\/workflowInstances\/[^/]+$/);
  const fields = page.getByTestId('instance-fields');
  await expect(fields).toContainText(doc!.name);
  await expect(fields).toContainText(own);
  await expect(page.getByTestId('instance-step').filter({ hasText: `Проверить ${tag}` })).toBeVisible();
});
