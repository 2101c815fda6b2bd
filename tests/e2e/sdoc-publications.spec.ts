import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { SDOC_CLASS } from '../../extensions/structured-documents/src/common/classes.ts';
import { dataCall, expect, secondBrowser, test } from './fixtures.ts';

/**
 * Issue 16 items 1 and 7, shell.md §2 in the real product: a document's reader publishes it twice with a
 * change between, compares the two (the change marked in words), a signed-out visitor reads the public
 * publication, a second tab of the viewer shows two readers, and an element's link opens the editor at it.
 */
test.use({ account: 'fresh' });

async function save(request: APIRequestContext, token: string, documentId: string, diff: object[]) {
  const headers = { authorization: `Bearer ${token}` };
  const state = await request.post('/api/document/fetch', { headers, data: { documentId } });
  const { version } = (await state.json()) as { version: number };
  const reply = await request.post('/api/document/save', {
    headers,
    data: { documentId, updateId: randomUUID(), baseVersion: version, diff, tabSessionId: 'e2e-setup' },
  });
  expect(reply.status(), await reply.text()).toBe(200);
}

test('publish twice, compare, read the public page signed out, see two readers, open an element’s link', async ({
  page,
  browser,
  signedIn,
  baseURL,
}) => {
  // Two publications, a compare, a second browser signed out and a reload: past 30 s on a loaded 2-core run.
  test.slow();
  const documentId = randomUUID();
  const [section, paragraph, kept] = [randomUUID(), randomUUID(), randomUUID()];
  await dataCall(page.request, signedIn.token, {
    act: 'set_data',
    data: [{ op: 'new', class: SDOC_CLASS.StructuredDocument, name: 'Положение о практике', inst: documentId }],
  });
  await save(page.request, signedIn.token, documentId, [
    {
      op: 'insert',
      id: section,
      kind: 'section',
      container: documentId,
      after: null,
      fields: { title: 'Общие положения' },
    },
    {
      op: 'insert',
      id: paragraph,
      kind: 'paragraph',
      container: section,
      after: null,
      fields: { content: 'Практика длится две недели.' },
    },
    {
      op: 'insert',
      id: kept,
      kind: 'paragraph',
      container: section,
      after: paragraph,
      fields: { content: 'Отчёт сдаётся руководителю.' },
    },
  ]);

  // The viewer: the document as HTML, no publications yet; the first one, public.
  await page.goto(`/view/${documentId}`);
  const doc = page.getByTestId('sdoc-rendered');
  await expect(doc.locator('h2')).toHaveText('Общие положения');
  await expect(doc).toContainText('Практика длится две недели.');
  await expect(page.getByTestId('sdoc-publications-empty')).toBeVisible();
  const publish = async (name: string, isPublic: boolean) => {
    await page.getByTestId('sdoc-publish').click();
    await page.getByTestId('sdoc-publish-name').fill(name);
    if (isPublic) await page.getByTestId('sdoc-publish-public').check();
    await page.getByTestId('sdoc-publish-submit').click();
    await expect(page.getByTestId('sdoc-publication').filter({ hasText: name })).toBeVisible();
  };
  await publish('Первая редакция', true);
  await expect(page.getByTestId('sdoc-publication').first()).toContainText('Публичная');

  // A change, then the second publication.
  await save(page.request, signedIn.token, documentId, [
    { op: 'update', id: paragraph, fields: { content: 'Практика длится три недели.' } },
  ]);
  await publish('Вторая редакция', false);
  await expect(page.getByTestId('sdoc-publication')).toHaveCount(2);

  // Compare: the changed paragraph marked in words, with the field.
  for (const item of await page.getByTestId('sdoc-publication').all()) await item.getByRole('checkbox').check();
  await page.getByTestId('sdoc-compare').click();
  await expect(page).toHaveURL(new RegExp(`/comparePublications/${documentId}/[0-9a-f-]{36}/[0-9a-f-]{36}$`));
  const changed = page.locator(`[data-testid="sdoc-compare-row"][data-id="${paragraph}"]`);
  await expect(changed).toHaveAttribute('data-change', 'changed');
  await expect(changed).toContainText('Изменён');
  await expect(changed).toContainText('Поля: содержимое');
  await expect(changed).toContainText('две недели');
  await expect(changed).toContainText('три недели');
  await expect(page.getByTestId('sdoc-compare-count-changed')).toHaveText('Изменено: 1');
  await page.getByTestId('sdoc-compare-only-changes').check();
  await expect(page.getByTestId('sdoc-compare-row')).toHaveCount(1);

  // The public page for a visitor who is not signed in: the public (first) publication.
  const visitor = await secondBrowser(browser, baseURL!);
  await visitor.page.goto(`/public/structuredDoc/${documentId}`);
  await expect(visitor.page.getByTestId('sdoc-public-document')).toContainText('Практика длится две недели.');
  await expect(visitor.page.getByTestId('sdoc-public')).toContainText('Первая редакция');
  expect(visitor.errors).toEqual([]);
  await visitor.context.close();

  // Two tabs reading: each shows two readers.
  await page.goto(`/view/${documentId}`);
  await expect(page.getByTestId('sdoc-readers')).toHaveAttribute('data-count', '1');
  const second = await page.context().newPage();
  await second.goto(`/view/${documentId}`);
  await expect(second.getByTestId('sdoc-readers')).toHaveAttribute('data-count', '2');
  await expect(page.getByTestId('sdoc-readers')).toHaveAttribute('data-count', '2');
  await expect(page.getByTestId('sdoc-readers')).toContainText('Читают сейчас: 2');
  await second.close();

  // An element's link: the editor of its document, the element selected.
  await page.goto(`/editElement/${kept}`);
  await expect(page).toHaveURL(new RegExp(`/structuredDocuments/edit/${documentId}#${kept}$`));
  await expect(page.locator(`[data-testid="sdoc-row"][data-id="${kept}"]`)).toHaveAttribute('aria-selected', 'true');
});
