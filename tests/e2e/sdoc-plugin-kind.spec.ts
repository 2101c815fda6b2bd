import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_ACCOUNTS, expect, secondBrowser, signInAs, test } from './fixtures.ts';
import { startAppServer, type AppServer } from './oidc/app-server.ts';

/**
 * Issue 16: "a plugin can add a kind the same way (the callout-component example must work inside a real
 * document)". The example is built as an integrator builds it and uploaded on the admin screen; a user
 * inserts a callout from the insert menu into a section of a real structured document, writes its text
 * and picks its tone in the callout's own editor in the panel; it saves by itself and is there after a
 * reload. The plugin registry is global to a server, so this file runs on a server of its own.
 */
test.describe.configure({ mode: 'serial' });

const PORT = Number(process.env.E2E_PORT ?? 8181) + 23;
const ORIGIN = `http://127.0.0.1:${PORT}`;
test.use({ baseURL: ORIGIN });
let app: AppServer | undefined;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const EXAMPLE = path.join(root, 'examples/callout-component/dist/callout-component.plugin.js');

test.beforeAll(async () => {
  test.setTimeout(240_000);
  app = await startAppServer(PORT, { ONTOBENCH_DEMO: 'on' });
  execFileSync('npm', ['run', 'build', '--silent', '-w', 'examples/callout-component'], { cwd: root, stdio: 'pipe' });
});
test.afterAll(async () => {
  await app?.stop();
});

test('an uploaded plugin’s callout is inserted into a section, edited in its own editor and saved', async ({
  page,
  browser,
  signedIn,
}) => {
  // An upload, a second browser with its own sign-in, a new document and a reload: 14 s on a quiet machine,
  // past 30 s on a loaded 2-core CI run.
  test.slow();
  expect(signedIn.email).toBe(DEMO_ACCOUNTS.admin);
  await page.goto('/settings/plugins');
  await page.getByTestId('plugin-file').setInputFiles(EXAMPLE);
  await expect(page.locator('[data-plugin-id="callout-component"]').getByRole('switch')).toBeChecked();

  const { context, page: user, errors } = await secondBrowser(browser, ORIGIN);
  await signInAs(user, 'fresh');
  await user.goto('/structuredDocuments');
  await user.getByRole('button', { name: 'Создать документ' }).click();
  await user.getByTestId('sdoc-create-name').fill(`Памятка ${Date.now()}`);
  await user.getByRole('button', { name: 'Создать', exact: true }).click();
  await expect(user.getByTestId('sdoc-editor')).toBeVisible();

  const insertKind = async (kind: string) => {
    await user.getByTestId('sdoc-insert').click();
    await user.getByRole('menuitem', { name: kind, exact: true }).click();
  };
  await insertKind('Раздел');
  await user.getByTestId('sdoc-field-title').fill('Сроки');
  // The plugin's kind is in the menu with its plugin's label, where its allowedIn says (§5: not in a row).
  await insertKind('Врезка');
  const rows = user.getByTestId('sdoc-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText('Врезка');

  // The callout's own editor in the panel, in the plugin's words; its renderer shows the preview.
  const editor = user.getByTestId('sdoc-panel').getByTestId('callout-editor');
  await editor.getByRole('textbox').fill('Сдайте работу до пятницы');
  await editor.getByRole('combobox').selectOption('warning');
  await expect(user.getByTestId('sdoc-panel').getByTestId('callout')).toHaveText('Сдайте работу до пятницы');

  await expect(user.getByTestId('sdoc-save-state')).toHaveText('Сохранено', { timeout: 15_000 });
  await user.reload();
  await expect(rows).toHaveCount(2);
  await rows.nth(1).click();
  const again = user.getByTestId('sdoc-panel').getByTestId('callout-editor');
  await expect(again.getByRole('textbox')).toHaveValue('Сдайте работу до пятницы');
  await expect(again.getByRole('combobox')).toHaveValue('warning');
  expect(errors).toEqual([]);
  await context.close();
});
