import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, forgiveConsoleErrors, test } from './fixtures.ts';

/**
 * The exchange part of the ontology area (issue #5) in the real product: a Turtle file imported through
 * the "Import OWL" dialog (with the IMPORT_STATUS_UPDATE notice, shell §7), the new ontology listed and
 * exported back as Turtle; two states diffed in /ontology-compare with the hide-unchanged toggle.
 */
test.use({ account: 'user' });

// Signing in parks the page on a JSON address where Chromium asks for /favicon.ico: the harness's 404.
test.beforeEach(async ({ page }) => {
  await page.route('**/favicon.ico', (route) => route.fulfill({ status: 204 }));
});

const turtle = (tag: string) => `@prefix : <http://e2e.example.org/${tag}#> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
<http://e2e.example.org/${tag}> a owl:Ontology ; rdfs:label "Зоопарк ${tag}" .
:Animal a owl:Class ; rdfs:label "Животное ${tag}"@ru .
:Cat a owl:Class ; rdfs:subClassOf :Animal ; rdfs:label "Кошка ${tag}"@ru .
:eats a owl:ObjectProperty ; rdfs:domain :Animal ; rdfs:range :Animal .
:murka a owl:NamedIndividual, :Cat .
`;

test('import a Turtle file through the dialog, see the notice, find the ontology, export it back', async ({
  page,
  signedIn,
}) => {
  void signedIn;
  const tag = randomUUID().slice(0, 8);
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Главное меню' }).getByRole('button', { name: 'Импорт OWL' }).click();
  const dialog = page.getByRole('dialog', { name: 'Импорт онтологии' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Файл онтологии').setInputFiles({
    name: `zoo-${tag}.ttl`,
    mimeType: 'text/turtle',
    buffer: Buffer.from(turtle(tag)),
  });
  await expect(dialog.getByText('Определён формат: Turtle (.ttl)')).toBeVisible();
  await dialog.getByRole('button', { name: 'Импортировать' }).click();
  await expect(
    dialog.getByText('Импортировано: классов 2, объектных свойств 1, свойств-значений 0, индивидов 1.'),
  ).toBeVisible();
  // The server's progress reaches the user as the shell's import notice.
  await expect(page.getByTestId('message-bar').getByText(`Импорт «zoo-${tag}.ttl»: готово, объектов: 4`)).toBeVisible();

  // Export it back as Turtle: the download holds the classes with their IRIs and labels.
  await dialog.getByRole('button', { name: 'Экспортировать' }).click();
  const exportDialog = page.getByRole('dialog', { name: 'Экспорт онтологии' });
  await expect(exportDialog.getByRole('radio', { name: 'Turtle (.ttl)' })).toBeChecked();
  const downloading = page.waitForEvent('download');
  await exportDialog.getByRole('button', { name: 'Скачать' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`Зоопарк ${tag}.ttl`);
  const ttl = readFileSync((await download.path())!, 'utf8');
  expect(ttl).toContain(`@prefix : <http://e2e.example.org/${tag}#>.`);
  expect(ttl).toMatch(/:Cat a owl:Class;[^.]*rdfs:subClassOf :Animal/);
  expect(ttl).toContain(`"Кошка ${tag}"@ru`);
  await exportDialog.getByRole('button', { name: 'Закрыть' }).click();

  // The ontology is in the store for this user: the diff page's picker lists it.
  await page.goto('/ontologyDiff');
  await page.getByRole('combobox', { name: 'Первая онтология' }).click();
  await expect(page.getByRole('option', { name: `Зоопарк ${tag}` })).toBeVisible();
});

test('a malformed file: the dialog shows the parser line and reason', async ({ page, signedIn, consoleErrors }) => {
  void signedIn;
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Главное меню' }).getByRole('button', { name: 'Импорт OWL' }).click();
  const dialog = page.getByRole('dialog', { name: 'Импорт онтологии' });
  await dialog.getByLabel('Файл онтологии').setInputFiles({
    name: 'broken.ttl',
    mimeType: 'text/turtle',
    buffer: Buffer.from('@prefix : <http://x#> .\n:a a :b .\n:c :d ;; .'),
  });
  await dialog.getByRole('button', { name: 'Импортировать' }).click();
  await expect(dialog.getByText('Импорт не выполнен: Turtle: Expected entity but got ; on line 3.')).toBeVisible();
  // The browser logs the 400 reply itself; the dialog showing it is the point of this test.
  expect(forgiveConsoleErrors(consoleErrors, /400/)).toBeGreaterThan(0);
});

test('two state files diffed in /ontology-compare, with hide-unchanged per category', async ({ page, signedIn }) => {
  void signedIn;
  const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
  const base = {
    format: 'ontobench-ontology',
    version: 1,
    ontology: { id: id(1), name: 'Сравнение' },
    objectProperties: [],
    dataProperties: [],
    individuals: [],
  };
  const state1 = {
    ...base,
    classes: [
      { id: id(2), name: 'Город', parents: [] },
      { id: id(3), name: 'Река', parents: [] },
      { id: id(4), name: 'Озеро', parents: [] },
    ],
  };
  const state2 = {
    ...base,
    classes: [
      { id: id(2), name: 'Город', parents: [] },
      { id: id(3), name: 'Большая река', parents: [] },
      { id: id(5), name: 'Гора', parents: [] },
    ],
  };
  await page.goto('/ontology-compare');
  const file = (name: string, content: object) => ({
    name,
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(content)),
  });
  await page.getByLabel('Состояние 1: Файл состояния (JSON)').setInputFiles(file('a.json', state1));
  await page.getByLabel('Состояние 2: Файл состояния (JSON)').setInputFiles(file('b.json', state2));
  await page.getByRole('button', { name: 'Сравнить' }).click();
  const classes = page.getByRole('region', { name: 'Классы' });
  await expect(classes.getByText('Добавлено: 1')).toBeVisible();
  await expect(classes.getByText('Удалено: 1')).toBeVisible();
  await expect(classes.getByText('Изменено: 1')).toBeVisible();
  await expect(classes.getByText('Без изменений: 1')).toBeVisible();
  await expect(classes.getByText('Большая река', { exact: true })).toBeVisible();
  await expect(classes.getByText('было: Река')).toBeVisible();
  // Unchanged terms are hidden until the category's toggle is turned off.
  await expect(classes.getByText('Город', { exact: true })).toHaveCount(0);
  await classes.getByRole('switch', { name: 'Скрыть без изменений' }).click();
  await expect(classes.getByText('Город', { exact: true })).toBeVisible();
});
