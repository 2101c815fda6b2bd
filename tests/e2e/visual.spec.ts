import type { Page } from '@playwright/test';
import { STORAGE_KEYS } from '../../core/src/common/storage-keys.ts';
import { expect, presetStorage, registerFreshUser, signInWithToken, test } from './fixtures.ts';
import { makeOntology } from './ontology-data.ts';

/**
 * Issue 14, quality bar: "A visual check in the e2e suite at 1440 px and 800 px, light and dark, for the
 * list, card, map and public documentation screens (screenshots compared to committed baselines with a
 * tolerance)". A user of its own with one ontology of fixed names, so the screens hold the same data on
 * every run; what changes by itself (today's date in a list) is masked. Baselines: `npx playwright test
 * -c tests/playwright.config.ts tests/e2e/visual.spec.ts --update-snapshots` after a deliberate change of
 * look, then look at every new PNG before committing it (docs/quality.md).
 */

const TAG = 'для сверки';

type World = Awaited<ReturnType<typeof makeOntology>> & { token: string };
let world: World | undefined;
async function worldOf(page: Page): Promise<World> {
  if (!world) {
    const user = await registerFreshUser(page.request, 'visual');
    world = { ...(await makeOntology(page.request, user.token, true, TAG)), token: user.token };
  }
  return world;
}

const SCREENS: [string, (w: World) => string][] = [
  ['list', () => '/class_list'],
  ['card', (w) => `/class_list/${w.ids.cls}`],
  ['map', (w) => `/ontologies/${w.ids.onto}`],
  ['public-doc', (w) => `/public/ontology-doc/${w.ids.onto}`],
];

/** Waits for what each screen shows when it is done: its data, no spinner, nothing busy. */
async function settled(page: Page, screen: string, w: World): Promise<void> {
  // The class list opens as its tree (issue 14 item 5): the user's two classes.
  if (screen === 'list') await expect(page.getByRole('tree').getByRole('treeitem')).toHaveCount(2);
  if (screen === 'card') await expect(page.getByRole('textbox', { name: 'Название' })).toHaveValue(w.names.cls);
  if (screen === 'map') await expect(page.getByTestId('onto-map-canvas')).toBeVisible();
  if (screen === 'public-doc') await expect(page.getByRole('heading', { name: w.names.onto })).toBeVisible();
  await expect(page.locator('.fui-Spinner')).toHaveCount(0);
  await expect(page.getByText('Загрузка…')).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

test.describe.configure({ mode: 'serial' });

for (const theme of ['light', 'dark'] as const) {
  for (const width of [1440, 800]) {
    test.describe(`${theme}, ${width} px`, () => {
      test.use({ viewport: { width, height: 900 } });
      for (const [screen, path] of SCREENS) {
        test(screen, async ({ page }) => {
          const w = await worldOf(page);
          await presetStorage(page, { [STORAGE_KEYS.theme]: theme });
          if (screen !== 'public-doc') await signInWithToken(page, w.token);
          await page.emulateMedia({ reducedMotion: 'reduce' });
          await page.goto(path(w));
          await page.waitForLoadState('networkidle');
          await settled(page, screen, w);
          await expect(page).toHaveScreenshot(`${screen}-${theme}-${width}.png`, {
            animations: 'disabled',
            caret: 'hide',
            maxDiffPixelRatio: 0.01,
            // Dates (a list's "created" column) change by themselves.
            mask: [page.getByText(/\d{2}\.\d{2}\.\d{4}/)],
          });
        });
      }
    });
  }
}
