import { expect, forgiveConsoleErrors, test } from './fixtures.ts';
import { makeOntology } from './ontology-data.ts';

/**
 * The explore part of the ontology area (issue #5) in the real product: the fact explorer walks a link,
 * the glossary lists a term, the public documentation opens signed out (and says "not found" for a
 * private ontology), and Ctrl+O finds an ontology and opens its map route (shell.md §2).
 */

// Signing in parks the page on a JSON address where Chromium asks for /favicon.ico: the harness's 404.
test.beforeEach(async ({ page }) => {
  await page.route('**/favicon.ico', (route) => route.fulfill({ status: 204 }));
});

test.describe('ontology exploration (user@)', () => {
  test.use({ account: 'user' });

  test('the fact explorer finds an individual and walks from it to a linked one and back', async ({
    page,
    signedIn,
  }) => {
    const { ids, names, tag } = await makeOntology(page.request, signedIn.token, false);
    await page.goto('/fact-explorer');
    await page.getByRole('searchbox', { name: 'Найдите экземпляр, с которого начать' }).fill(`Ломоносов ${tag}`);
    await page.getByTestId('facts-search-results').getByRole('link', { name: names.a }).click();
    await expect(page).toHaveURL(`/fact-explorer/${ids.a}`);
    await expect(page.getByTestId('facts-current')).toHaveText(names.a);
    await expect(page.getByTestId('term-details').getByRole('link', { name: names.cls })).toBeVisible();
    // Issue 14 item 8: dates as DD.MM.YYYY (shell.md §1), not YYYY-MM-DD; item 3: the property names its
    // ontology, as every term on a card does.
    await expect(
      page.getByRole('table', { name: 'Значения' }).getByRole('row', { name: new RegExp(names.born) }),
    ).toHaveText(new RegExp(`${names.born} — ${names.onto}\\s*19\\.11\\.1711$`));

    await page.getByTestId('facts-outgoing').getByRole('link', { name: names.b }).click();
    await expect(page).toHaveURL(`/fact-explorer/${ids.b}`);
    await expect(page.getByTestId('facts-current')).toHaveText(names.b);
    const incoming = page.getByTestId('facts-incoming');
    await expect(incoming.getByRole('row', { name: new RegExp(`${names.prop}.*${names.a}`) })).toBeVisible();
    await expect(page.getByTestId('facts-trail').getByRole('link')).toHaveText([names.a, names.b]);

    await incoming.getByRole('link', { name: names.a }).click();
    await expect(page.getByTestId('facts-current')).toHaveText(names.a);
    await expect(page.getByTestId('facts-trail').getByRole('link')).toHaveText([names.a]);

    // The term map: a class's properties under their heading; for a class with none, a sentence saying so
    // instead of an empty "Свойства класса" heading (issue 14 item 8).
    await page.goto(`/fact-explorer?mode=terminmap&classTerminMap=${ids.cls}`);
    await expect(page.getByTestId('term-map').getByRole('listitem')).toHaveCount(2);
    await page.goto(`/fact-explorer?mode=terminmap&classTerminMap=${ids.lone}`);
    await expect(page.getByTestId('term-map')).toContainText(
      'Свойства классаНет свойств с этим классом в области определения',
    );
  });

  test('the glossary lists the ontology’s terms with description and synonyms', async ({ page, signedIn }) => {
    const { ids, names, tag } = await makeOntology(page.request, signedIn.token, false);
    await page.goto(`/ontology-gloss/${ids.onto}`);
    const glossary = page.getByTestId('glossary');
    await expect(glossary.getByRole('heading', { name: `Глоссарий: ${names.onto}` })).toBeVisible();
    const entry = glossary.getByTestId('glossary-entry').filter({ hasText: names.cls });
    await expect(entry).toContainText('Человек науки');
    await expect(entry).toContainText(`Синонимы: Исследователь ${tag}`);
    // The class, the lone class, the two properties and the two individuals.
    await expect(glossary.getByTestId('glossary-entry')).toHaveCount(6);
    await glossary.getByRole('searchbox').fill(`исследователь ${tag}`);
    await expect(glossary.getByTestId('glossary-entry')).toHaveCount(1);
    await entry.getByRole('link', { name: names.cls }).click();
    await expect(page).toHaveURL(`/termin/${ids.cls}`);
    await expect(page.getByTestId('term-page').getByRole('heading', { name: names.cls })).toBeVisible();
  });

  test('Ctrl+O finds an ontology by name and opens its map route', async ({ page, signedIn }) => {
    const { ids, names } = await makeOntology(page.request, signedIn.token, false);
    await page.goto('/osa-search');
    await expect(page.getByTestId('osa-search')).toBeVisible();
    await page.keyboard.press('Control+o');
    const dialog = page.getByTestId('quick-launch');
    await dialog.getByRole('searchbox').fill(names.onto);
    await expect(dialog.getByRole('option', { name: new RegExp(names.onto) })).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`/ontologies/${ids.onto}`);
  });
});

test.describe('public ontology documentation (signed out)', () => {
  test('opens without sign-in for a public ontology and says not found for a private one', async ({
    page,
    consoleErrors,
  }) => {
    const login = await page.request.post('/api/auth/login', {
      data: { email: 'user@ontobench.local', password: 'Ontobench-demo-1' },
    });
    const token = ((await login.json()) as { jwtToken: string }).jwtToken;
    const open = await makeOntology(page.request, token, true);
    const closed = await makeOntology(page.request, token, false);

    await page.goto(`/public/ontology-doc/${open.ids.onto}`);
    const doc = page.getByTestId('ontology-doc');
    await expect(doc.getByRole('heading', { name: open.names.onto })).toBeVisible();
    await expect(doc.getByTestId('doc-class')).toHaveCount(2);
    await expect(doc.getByTestId('doc-class').filter({ hasText: open.names.cls })).toBeVisible();
    await expect(doc.getByTestId('doc-individual')).toHaveCount(2);
    // Values as the product shows them (shell.md §1: dates DD.MM.YYYY).
    await expect(doc.getByTestId('doc-individual').filter({ hasText: open.names.a })).toContainText('19.11.1711');
    await expect(page).toHaveURL(`/public/ontology-doc/${open.ids.onto}`);
    // Nothing of a user: no app bar, no menu.
    await expect(page.getByTestId('quick-launch-button')).toHaveCount(0);

    await page.goto(`/public/ontology-doc/${closed.ids.onto}`);
    await expect(page.getByTestId('explore-not-found')).toContainText('Документация не найдена');
    await expect(page.getByText(closed.names.cls)).toHaveCount(0);
    expect(forgiveConsoleErrors(consoleErrors, /404/)).toBeGreaterThan(0);
  });
});
