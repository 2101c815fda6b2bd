import { expect, test } from './fixtures.ts';

/**
 * Issue 16's e2e bar in the real product: "build a document with a section, a numbered list, a table, an
 * illustration and a TOC; reorder by keyboard and mouse" — then the viewer (shell.md §2 `/view/{id}`) shows
 * it numbered (domain.md §4), with its table of contents (§9: three levels), table and picture. Publishing,
 * the compare and the public page: sdoc-publications.spec.ts; two editors' locks: sdoc-locks.spec.ts.
 */
test.use({ account: 'fresh' });

/** A 1×1 PNG. */
const PICTURE =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

test('build a document of a TOC, a section with a numbered list, a table and an illustration; reorder by mouse and keys; read it', async ({
  page,
  signedIn,
}) => {
  test.setTimeout(90_000);
  expect(signedIn.email).toMatch(/^e2e-/);
  await page.goto('/structuredDocuments');
  await page.getByRole('button', { name: 'Создать документ' }).click();
  await page.getByTestId('sdoc-create-name').fill('Регламент практики');
  await page.getByRole('button', { name: 'Создать', exact: true }).click();
  await expect(page.getByTestId('sdoc-editor')).toBeVisible();

  const rows = page.getByTestId('sdoc-row');
  const row = (text: string) => rows.filter({ hasText: text });
  const insert = async (kind: string) => {
    await page.getByTestId('sdoc-insert').click();
    await page.getByRole('menuitem', { name: kind, exact: true }).click();
  };
  const title = (text: string) => page.getByTestId('sdoc-field-title').fill(text);
  const content = (text: string) => page.getByTestId('sdoc-field-content').fill(text);

  // The table of contents is the document metadata's body (docs/structured-documents.md).
  await insert('Сведения о документе');
  await title('Содержание');
  await insert('Раздел');
  await title('Общие положения');
  // §4 numbering strategies: the section starts a numbering (1.).
  await page.getByLabel('Нумерация').selectOption({ label: 'Начать заново' });
  await insert('Нумерованный список');
  await title('Порядок');
  await insert('Блок содержимого');
  await content('Первый пункт');
  await row('Общие положения').click();
  await insert('Таблица');
  await title('Сроки');
  await insert('Строка таблицы');
  await insert('Ячейка таблицы');
  await content('Неделя 1');
  await row('Общие положения').click();
  await insert('Иллюстрация');
  await title('Схема');
  // A raster data image (§5 illustration detection: "url or data image"): nothing is fetched from outside.
  await content(PICTURE);
  // A mermaid block (§5 illustration detection), drawn in the reader's view when it is there.
  await insert('Иллюстрация');
  await title('Процесс');
  await content('```mermaid\nflowchart LR\n  Тема --> План --> Защита\n```');
  await expect(rows).toHaveCount(9);

  // Mouse: the illustration is dragged onto the upper half of the table's row, so it goes before the table.
  const order = async () =>
    (await rows.allTextContents())
      .filter((t) => /Порядок|Сроки|Схема/.test(t))
      .map((t) => /Порядок|Сроки|Схема/.exec(t)![0]);
  expect(await order()).toEqual(['Порядок', 'Сроки', 'Схема']);
  await row('Схема').dragTo(row('Сроки'), { targetPosition: { x: 24, y: 3 } });
  await expect.poll(order).toEqual(['Порядок', 'Схема', 'Сроки']);
  // Keys: the list goes one down (Alt+↓), below the illustration.
  await row('Порядок').click();
  await page.getByTestId('sdoc-tree').press('Alt+ArrowDown');
  await expect.poll(order).toEqual(['Схема', 'Порядок', 'Сроки']);
  await expect(page.getByTestId('sdoc-save-state')).toHaveText('Сохранено', { timeout: 15_000 });

  // The reader's view: numbered, with the table of contents, the picture, the list and the table in order.
  const documentId = /\/structuredDocuments\/edit\/([0-9a-f-]{36})/.exec(page.url())![1]!;
  await page.goto(`/view/${documentId}`);
  const doc = page.getByTestId('sdoc-rendered');
  await expect(doc.locator('nav.sdoc-toc a')).toHaveText(['1. Общие положения']);
  await expect(doc.locator('h2')).toContainText(['1. Общие положения']);
  await expect(doc.locator(`img[src="${PICTURE}"]`)).toBeVisible();
  await expect(doc.locator('figcaption')).toHaveText(['Схема', 'Процесс']);
  await expect(doc.locator('.sdoc-mermaid svg')).toBeVisible();
  await expect(doc.locator('.sdoc-mermaid')).toContainText('Защита');
  await expect(doc.locator('ol li')).toHaveText(['1. Первый пункт']);
  await expect(doc.locator('td')).toHaveText(['Неделя 1']);
  const text = (await doc.textContent())!;
  expect(text.indexOf('Схема')).toBeLessThan(text.indexOf('Первый пункт'));
  expect(text.indexOf('Первый пункт')).toBeLessThan(text.indexOf('Неделя 1'));
});
