import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { STORAGE_KEYS } from '../../core/src/common/storage-keys.ts';
import { SESSION_PATHS } from '../../core/src/browser/session/paths.ts';
import { apiSignIn, DEMO_ACCOUNTS, expect, presetStorage, signInWithToken, test } from './fixtures.ts';
import { makeOntology } from './ontology-data.ts';

/**
 * Issue 14, quality bar: "An accessibility pass with axe-core in the e2e suite on every ontology route
 * and the shell pages: 0 serious or critical violations". Every route of the ontology area with real
 * data (an ontology of the test's own), and the shell's pages, in the light and the dark theme, checked
 * against WCAG 2.1 A and AA.
 */

type Ids = Awaited<ReturnType<typeof makeOntology>>['ids'];

/** The ontology area's routes (extensions/ontology/src/common/routes.ts) with the test ontology's ids. */
const ONTOLOGY_PAGES: [string, (ids: Ids) => string][] = [
  ['ontology list', () => '/ontologies'],
  ['class list', () => '/class_list'],
  ['class card', (ids) => `/class_list/${ids.cls}`],
  ['object property list', () => '/props_list'],
  ['object property card', (ids) => `/props_list/${ids.prop}`],
  ['data property list', () => '/scalar_list'],
  ['data property card', (ids) => `/scalar_list/${ids.born}`],
  ['individuals of a class', (ids) => `/examp_list/${ids.cls}`],
  ['workspace items', () => '/workspace-items'],
  ['ontology map', (ids) => `/ontologies/${ids.onto}`],
  ['plain map', (ids) => `/ontology/${ids.onto}`],
  ['taxonomy graph', (ids) => `/taxonomy-graph/${ids.onto}`],
  ['comparison', () => '/ontology-compare'],
  ['diff', () => '/ontologyDiff'],
  ['fact explorer', (ids) => `/fact-explorer/${ids.a}`],
  ['term map', (ids) => `/fact-explorer?mode=terminmap&classTerminMap=${ids.cls}`],
  ['term', (ids) => `/termin/${ids.cls}`],
  ['glossary', (ids) => `/ontology-gloss/${ids.onto}`],
  ['documentation', (ids) => `/ontology-doc/${ids.onto}`],
  ['search', () => '/osa-search'],
  ['search questions', () => '/osa-search-faq'],
  ['matchings', () => '/matchings'],
];

const SHELL_PAGES_SIGNED_IN: [string, string][] = [
  ['home', '/'],
  ['profile', SESSION_PATHS.profile],
  ['not found', '/no-such-page'],
];

const SIGNED_OUT_PAGES: [string, (ids: Ids) => string][] = [
  ['sign-in', () => SESSION_PATHS.login],
  ['registration', () => SESSION_PATHS.register],
  ['password reset', () => SESSION_PATHS.passwordReset],
  ['public documentation', (ids) => `/public/ontology-doc/${ids.onto}`],
];

/** What axe finds serious or critical on the page as it stands, one line per rule with its first targets. */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    // Tabster's focus trampolines (Fluent UI's focus management): hidden <i tabindex=0> that pass focus
    // on the moment they get it, so no one ever rests on them; axe cannot know that (docs/quality.md).
    .exclude('[data-tabster-dummy]')
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.nodes
          .map((n) => n.html.slice(0, 160))
          .slice(0, 4)
          .join(' | ')}`,
    );
}

/**
 * Opens the path and waits until the page has settled (no spinner, no request in flight), in the theme
 * asked for; a page behind sign-in must be that page, not the sign-in form it would redirect to.
 */
async function openSettled(page: Page, path: string, theme: string, signedIn: boolean): Promise<void> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('main, [role=main], #content').first()).toBeVisible();
  await expect(page.locator('.fui-Spinner')).toHaveCount(0);
  await expect(page.locator(`[data-theme="${theme}"]`).first()).toBeAttached();
  if (signedIn) await expect(page.getByTestId('login-page')).toHaveCount(0);
}

let world: { ids: Ids } | undefined;
async function ontologyOf(page: Page): Promise<Ids> {
  if (!world) {
    const token = await apiSignIn(page.request, DEMO_ACCOUNTS.admin);
    world = { ids: (await makeOntology(page.request, token, true)).ids };
  }
  return world.ids;
}

test('the check itself finds a serious violation where there is one', async ({ page }) => {
  await openSettled(page, SESSION_PATHS.login, 'light', false);
  await page.evaluate(() => {
    const faint = document.createElement('p');
    faint.textContent = 'Почти невидимый текст';
    faint.style.cssText = 'color:#999;background:#aaa;font-size:14px';
    document.querySelector('main')!.append(faint);
  });
  expect((await seriousViolations(page)).join('\n')).toContain('color-contrast (serious)');
});

for (const theme of ['light', 'dark'] as const) {
  test.describe(`accessibility, ${theme} theme (axe-core: 0 serious or critical)`, () => {
    test.beforeEach(async ({ page }) => {
      await presetStorage(page, { [STORAGE_KEYS.theme]: theme });
      await page.emulateMedia({ reducedMotion: 'reduce' });
    });

    for (const [name, path] of ONTOLOGY_PAGES) {
      test(`${name}`, async ({ page }) => {
        const ids = await ontologyOf(page);
        await signInWithToken(page, await apiSignIn(page.request, DEMO_ACCOUNTS.admin));
        await openSettled(page, path(ids), theme, true);
        expect(await seriousViolations(page)).toEqual([]);
      });
    }

    for (const [name, path] of SHELL_PAGES_SIGNED_IN) {
      test(`${name}`, async ({ page, signedIn: _signedIn }) => {
        await openSettled(page, path, theme, true);
        expect(await seriousViolations(page)).toEqual([]);
      });
    }

    for (const [name, path] of SIGNED_OUT_PAGES) {
      test(`${name} (signed out)`, async ({ page }) => {
        const ids = await ontologyOf(page);
        await openSettled(page, path(ids), theme, false);
        expect(await seriousViolations(page)).toEqual([]);
      });
    }
  });
}
